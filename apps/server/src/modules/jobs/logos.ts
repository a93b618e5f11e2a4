import { createHash } from 'node:crypto';
import type { Executor } from '#db/client.ts';
import { notFound } from '#lib/errors.ts';
import { findDataLogo } from './logo-repository.ts';

/** The image types a stored `data:` logo may have; anything else is never served. */
const IMAGE_TYPES = new Set([
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
]);
const REMEMBERED_MAX = 5_000;
/** The logos this process has handed out, by hash, so serving one rarely asks the database. */
const remembered = new Map<string, string>();

/** The first 128 bits of a logo's sha256, in hex: its URL and its ETag. */
export const hashLogo = (dataUri: string) =>
  createHash('sha256').update(dataUri, 'utf8').digest('hex').slice(0, 32);

/**
 * A company's logo as answers carry it: a web address as it is, an inline `data:` image (the demo
 * catalogue's monograms) as a URL of our own, so search answers stay small and the browser keeps
 * each image for a year instead of receiving it again in every answer.
 */
export function publicLogoUrl(logoUrl: string | null): string | null {
  if (!logoUrl?.startsWith('data:')) return logoUrl;
  const hash = hashLogo(logoUrl);
  if (!remembered.has(hash)) {
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    remembered.set(hash, logoUrl);
  }
  return `/api/v1/logos/${hash}`;
}

/** A `data:` URI's type and bytes (percent-encoded or base64); null for anything else. */
export function decodeDataUri(uri: string): { type: string; body: Buffer } | null {
  const match = /^data:([^;,]+)((?:;[^;,]+)*),(.*)$/s.exec(uri);
  if (!match) return null;
  const type = match[1]!.toLowerCase();
  if (!IMAGE_TYPES.has(type)) return null;
  const isBase64 = match[2]!.split(';').includes('base64');
  try {
    return {
      type,
      body: isBase64
        ? Buffer.from(match[3]!, 'base64')
        : Buffer.from(decodeURIComponent(match[3]!), 'utf8'),
    };
  } catch {
    return null;
  }
}

/**
 * The logo with this hash: from memory, else from the companies (another instance may have
 * handed the URL out). 404 for a hash no company's logo has.
 */
export async function findLogo(
  db: Executor,
  hash: string,
): Promise<{ type: string; body: Buffer }> {
  const uri = remembered.get(hash) ?? (await findDataLogo(db, hash));
  const logo = uri ? decodeDataUri(uri) : null;
  if (!logo) throw notFound();
  return logo;
}
