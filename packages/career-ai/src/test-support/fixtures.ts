import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

const FIXTURES = path.join(import.meta.dirname, '..', '..', 'test', 'fixtures');

/** A fixture file of `packages/career-ai/test/fixtures` as bytes. */
export function fixture(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));
}

/** A minimal OLE2 compound file whose directory holds the given stream names. */
export function compoundFile(streams: string[]): Uint8Array {
  const bytes = new Uint8Array(512 * 3);
  const view = new DataView(bytes.buffer);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, 1, true);
  view.setUint32(0x30, 1, true);
  view.setUint32(0x3c, 0xfffffffe, true);
  for (let index = 0; index < 109; index += 1) view.setUint32(0x4c + index * 4, 0xffffffff, true);
  view.setUint32(0x4c, 0, true);
  // Sector 0: the allocation table; sector 1: the directory.
  for (let index = 0; index < 128; index += 1) view.setUint32(512 + index * 4, 0xffffffff, true);
  view.setUint32(512, 0xfffffffd, true);
  view.setUint32(516, 0xfffffffe, true);
  ['Root Entry', ...streams].forEach((name, index) => {
    const at = 1024 + index * 128;
    for (let char = 0; char < name.length; char += 1)
      view.setUint16(at + char * 2, name.charCodeAt(char), true);
    view.setUint16(at + 0x40, (name.length + 1) * 2, true);
    bytes[at + 0x42] = index === 0 ? 5 : 2;
  });
  return bytes;
}

/**
 * A zip archive of deflated entries, each declaring its real unpacked size unless `declaredSize`
 * says otherwise (a lying header, as a zip bomb would write).
 */
export function zipArchive(
  entries: { name: string; data: Uint8Array; declaredSize?: number }[],
): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.byteLength;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
