import { createHash } from 'node:crypto';

/** The hex SHA-256 of a file's bytes: the same file, whatever its name, has the same one. */
export const fileSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
