import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '#test/test-app.ts';

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, 'seed-cli.ts');

/** `npm run db:seed -- …` against a fresh database of the kind this test project uses. */
describe('npm run db:seed', () => {
  let env: Record<string, string>;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-seed-cli-'));
    const postgres =
      process.env.TEST_DATABASE === 'postgres' ? await createPostgresDatabase() : null;
    env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      NODE_ENV: 'test',
    };
    cleanUp = async () => {
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanUp());

  const seed = (...args: string[]) => run(process.execPath, [CLI, ...args], { env });

  it('migrates a fresh database, adds the jobs asked for and says how long it took', async () => {
    const { stdout } = await seed('--jobs', '40', '--batch-size', '15');
    expect(stdout).toMatch(
      /^Added 40 demo jobs in \d+\.\d s \(.+ jobs\/s, (pglite|postgres)\)\.$/m,
    );
  }, 60_000);

  it('adds nothing with --if-empty once there are jobs, and continues the numbering without it', async () => {
    expect((await seed('--jobs', '40', '--if-empty')).stdout).toContain('not empty');
    expect((await seed('--jobs', '5')).stdout).toContain('Added 5 demo jobs');
  }, 60_000);

  it('refuses a count that is not a whole number, naming the option and the usage', async () => {
    const attempt = seed('--jobs', 'lots');
    await expect(attempt).rejects.toMatchObject({ code: 1 });
    const { stderr } = await attempt.catch((error: { stderr: string }) => error);
    expect(stderr).toContain('--jobs must be a whole number from 0 to');
    expect(stderr).toContain('not "lots"');
    expect(stderr).toContain('Usage: npm run db:seed');
  });
});
