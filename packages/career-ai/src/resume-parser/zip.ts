const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** An entry of a zip's central directory, with the sizes it declares. */
export type ZipEntry = {
  name: string;
  /** 0: stored, 8: deflated. */
  method: number;
  compressedSize: number;
  /** The unpacked size the archive claims: a hostile one may lie (see zip-limits.ts). */
  size: number;
  localOffset: number;
};

const decoder = new TextDecoder();
const viewOf = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The entries of a zip's central directory; empty when it has none (or a truncated one). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = viewOf(bytes);
  const entries: ZipEntry[] = [];
  const end = findEndOfCentralDirectory(view);
  if (end < 0) return entries;
  let at = view.getUint32(end + 16, true);
  const count = view.getUint16(end + 10, true);
  for (let index = 0; index < count && at + 46 <= view.byteLength; index += 1) {
    if (view.getUint32(at, true) !== CENTRAL) break;
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** Where an entry's data starts: after its local header, whose name and extra field may differ. */
export function zipDataOffset(bytes: Uint8Array, entry: ZipEntry): number | null {
  const view = viewOf(bytes);
  const at = entry.localOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) return null;
  return at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
}

/** The entry names of a zip archive, from its central directory (or its local headers when that is missing). */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const names = zipEntries(bytes).map((entry) => entry.name);
  if (names.length > 0) return names;
  // A truncated archive: walk the local headers that are there.
  const view = viewOf(bytes);
  let at = 0;
  while (at + 30 <= view.byteLength && view.getUint32(at, true) === LOCAL) {
    const compressed = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extra = view.getUint16(at + 28, true);
    names.push(decoder.decode(bytes.subarray(at + 30, at + 30 + nameLength)));
    if (compressed === 0) break;
    at += 30 + nameLength + extra + compressed;
  }
  return names;
}

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  return -1;
}
