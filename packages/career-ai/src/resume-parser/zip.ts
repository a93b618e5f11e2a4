const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entry names of a zip archive, from its central directory (or its local headers when that is missing). */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  const names: string[] = [];
  const end = findEndOfCentralDirectory(view);
  if (end >= 0) {
    let at = view.getUint32(end + 16, true);
    const count = view.getUint16(end + 10, true);
    for (let index = 0; index < count && at + 46 <= view.byteLength; index += 1) {
      if (view.getUint32(at, true) !== CENTRAL) break;
      const nameLength = view.getUint16(at + 28, true);
      const extra = view.getUint16(at + 30, true);
      const comment = view.getUint16(at + 32, true);
      names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
      at += 46 + nameLength + extra + comment;
    }
    if (names.length > 0) return names;
  }
  // A truncated archive: walk the local headers that are there.
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
