import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTokens } from '../modules/auth/tokens.ts';
import { resolveJwtSecret } from './jwt-secret.ts';

describe('JWT secret', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };

  afterAll(async () => {
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('is generated once and kept in DATA_DIR, so tokens survive a restart', async () => {
    const dataDir = await tempDir();
    const first = await resolveJwtSecret({ jwtSecret: undefined, dataDir });
    const second = await resolveJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await fs.stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);

    const now = new Date();
    const token = await createTokens(first).signAccessToken(
      { userId: 'u', email: 'e@example.com', sessionId: 's' },
      now,
    );
    expect(await createTokens(second).verifyAccessToken(token, now)).toEqual({
      userId: 'u',
      email: 'e@example.com',
      sessionId: 's',
    });
    expect(
      await createTokens('another secret of enough length!!').verifyAccessToken(token, now),
    ).toBeNull();
  });

  it('uses JWT_SECRET when set and writes nothing', async () => {
    const dataDir = await tempDir();
    expect(await resolveJwtSecret({ jwtSecret: 'from-the-environment', dataDir })).toBe(
      'from-the-environment',
    );
    await expect(fs.stat(dataDir)).rejects.toThrow();
  });
});
