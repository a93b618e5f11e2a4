import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { fillNewEmbeddedCatalogue } from './first-fill.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-first-fill-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const NOW = new Date('2030-03-01T08:00:00Z');

const demoJobsIn = async (dataDir: string) => {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const { rows } = await db.query<{ jobs: number }>(
      `select count(*)::int as jobs from jobs where source = 'demo'`,
    );
    return rows[0]!.jobs;
  } finally {
    await db.close();
  }
};

describe("the embedded database's first start", () => {
  it('creates the database and fills the demo catalogue in its own thread, once', async () => {
    const dataDir = path.join(root, 'new');
    const filled = await fillNewEmbeddedCatalogue({
      databaseUrl: undefined,
      dataDir,
      count: 40,
      now: NOW,
    });
    expect(filled?.created).toBe(40);
    expect(await demoJobsIn(dataDir)).toBe(40);

    // A later start finds the directory: the server's own start decides what to do.
    const again = await fillNewEmbeddedCatalogue({
      databaseUrl: undefined,
      dataDir,
      count: 40,
      now: NOW,
    });
    expect(again).toBeNull();
  }, 120_000);

  it('leaves PostgreSQL and a start without demo jobs to the server', async () => {
    const dataDir = path.join(root, 'untouched');
    const options = { dataDir, count: 40, now: NOW };
    expect(
      await fillNewEmbeddedCatalogue({ ...options, databaseUrl: 'postgres://127.0.0.1/none' }),
    ).toBeNull();
    expect(
      await fillNewEmbeddedCatalogue({ ...options, databaseUrl: undefined, count: 0 }),
    ).toBeNull();
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
