/** OLE2 compound files (old Word, Excel, and password-protected Office files). */
const MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;

export function isCfb(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && MAGIC.every((byte, index) => bytes[index] === byte);
}

/** The names of the storages and streams in a compound file's directory. */
export function cfbEntryNames(bytes: Uint8Array): string[] {
  if (!isCfb(bytes)) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorSize = 1 << view.getUint16(0x1e, true);
  if (sectorSize !== 512 && sectorSize !== 4096) return [];
  const sectorAt = (sector: number) => sectorSize + sector * sectorSize;
  // The allocation table, from the sectors the header lists (enough for files up to ~7 MB).
  const fat: number[] = [];
  for (let index = 0; index < 109; index += 1) {
    const sector = view.getUint32(0x4c + index * 4, true);
    if (sector >= END_OF_CHAIN - 1 || sectorAt(sector) + sectorSize > bytes.length) continue;
    for (let at = 0; at < sectorSize; at += 4)
      fat.push(view.getUint32(sectorAt(sector) + at, true));
  }
  const names: string[] = [];
  const seen = new Set<number>();
  let sector = view.getUint32(0x30, true);
  while (
    sector < END_OF_CHAIN - 1 &&
    !seen.has(sector) &&
    sectorAt(sector) + sectorSize <= bytes.length
  ) {
    seen.add(sector);
    for (let at = sectorAt(sector); at < sectorAt(sector) + sectorSize; at += 128) {
      const length = view.getUint16(at + 0x40, true);
      if (length < 2 || length > 64) continue;
      names.push(new TextDecoder('utf-16le').decode(bytes.subarray(at, at + length - 2)));
    }
    sector = fat[sector] ?? END_OF_CHAIN;
  }
  return names;
}

export function hasCfbStream(bytes: Uint8Array, name: string): boolean {
  return cfbEntryNames(bytes).includes(name);
}
