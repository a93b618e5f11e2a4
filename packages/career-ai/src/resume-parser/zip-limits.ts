import { inflateRawSync } from 'node:zlib';
import { zipDataOffset, zipEntries } from './zip.ts';

/**
 * What a resume's DOCX may unpack to. Real ones unpack to a few MB (text is XML, pictures are
 * already compressed); a zip bomb declares, or hides, gigabytes in a small file.
 */
export const ZIP_LIMITS = { maxEntries: 2000, maxUnpackedBytes: 40 * 1024 * 1024 } as const;

/** ZIP64 marks a size it keeps elsewhere with this value: more than a resume needs anyway. */
const ZIP64_SIZE = 0xffffffff;

/**
 * Whether the sizes a zip declares stay within the limits: a cheap look at its central directory,
 * made before any of it is unpacked. The declared sizes may lie: `inflateZipWithinLimits` checks
 * what the entries really unpack to.
 */
export function isZipWithinLimits(bytes: Uint8Array, limits = ZIP_LIMITS): boolean {
  const entries = zipEntries(bytes);
  if (entries.length > limits.maxEntries) return false;
  let total = 0;
  for (const entry of entries) {
    if (entry.size === ZIP64_SIZE || entry.compressedSize === ZIP64_SIZE) return false;
    total += entry.size;
  }
  return total <= limits.maxUnpackedBytes;
}

/**
 * Unpacks every entry, each stopped as soon as it passes the size it declared: an entry that lies
 * about its size is refused after at most that many bytes, never after unpacking the bomb.
 * Answers 'oversized' or 'malformed' for a zip to refuse, null for one within its limits.
 */
export function checkZipUnpacking(
  bytes: Uint8Array,
  limits = ZIP_LIMITS,
): 'oversized' | 'malformed' | null {
  if (!isZipWithinLimits(bytes, limits)) return 'oversized';
  for (const entry of zipEntries(bytes)) {
    const start = zipDataOffset(bytes, entry);
    if (start === null || start + entry.compressedSize > bytes.byteLength) return 'malformed';
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.size) return 'oversized';
      continue;
    }
    if (entry.method !== 8) return 'malformed';
    let unpacked: Buffer;
    try {
      // One byte more than declared: an exact entry fits, a lying one throws there.
      unpacked = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
        ? 'oversized'
        : 'malformed';
    }
    if (unpacked.byteLength > entry.size) return 'oversized';
  }
  return null;
}
