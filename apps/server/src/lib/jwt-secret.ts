import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * JWT_SECRET when set (always in production); otherwise one generated once and kept in
 * DATA_DIR/jwt-secret, so a development restart does not sign everybody out.
 */
export async function resolveJwtSecret(options: {
  jwtSecret: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (options.jwtSecret) return options.jwtSecret;
  const file = path.join(options.dataDir, 'jwt-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs, so both sign with one key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return (await fs.readFile(file, 'utf8')).trim();
    throw error;
  }
}
