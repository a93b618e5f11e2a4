import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportRun } from '@yonder/contract/ingestion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { runImport } from '#modules/ingestion/import/run-import.ts';
import { feed } from '#modules/ingestion/test/helpers.ts';

describe('operators list job import runs', () => {
  let t: TestApp;
  let broken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'ops@example.com' });
    broken = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-runs-')), 'broken.rss');
    await fs.writeFile(broken, '<rss><channel><item><title>Acme: cut off');
    const file = (source: 'remoteok' | 'weworkremotely', name: string, minute: number) =>
      runImport({
        database: t.database,
        source,
        origin: { file: name },
        now: () => new Date(Date.UTC(2026, 10, 25, 9, minute)),
      });
    await file('remoteok', feed('remoteok.json'), 0);
    await file('weworkremotely', feed('weworkremotely.rss'), 1);
    await file('weworkremotely', broken, 2);
    adminToken = (await signUp(t.app, { email: 'ops@example.com' })).access_token;
  });

  afterAll(async () => {
    await t.close();
    await fs.rm(path.dirname(broken), { recursive: true, force: true });
  });

  it('shows every run, newest first, with its counts, its error and the items it skipped', async () => {
    const answer = await call(t.app, 'GET', '/api/v1/admin/import-runs', undefined, {
      token: adminToken,
    });
    expect(answer.statusCode).toBe(200);
    const runs: ImportRun[] = answer.json().data.items;
    expect(runs.map((run) => [run.source, run.status])).toEqual([
      ['weworkremotely', 'failed'],
      ['weworkremotely', 'succeeded'],
      ['remoteok', 'succeeded'],
    ]);
    expect(runs[0]!.error).toMatch(/not XML/);
    expect(runs[1]).toMatchObject({
      fetched: 3,
      created: 2,
      failed: 1,
      finished_at: expect.any(String),
    });
    expect(runs[1]!.failures).toEqual([
      {
        item_ref: 'https://weworkremotely.com/remote-jobs/no-company',
        reason: 'title is not "Company: Job title"',
      },
    ]);
    expect(runs[2]).toMatchObject({ fetched: 4, created: 3, failed: 1 });

    const filtered = await call(
      t.app,
      'GET',
      '/api/v1/admin/import-runs?source=remoteok&page_size=5',
      undefined,
      { token: adminToken },
    );
    expect(filtered.json().data).toMatchObject({ page: 1, page_size: 5 });
    expect(filtered.json().data.items.map((run: ImportRun) => run.source)).toEqual(['remoteok']);
  });

  it('is for operators only', async () => {
    const user = await signUp(t.app);
    const forbidden = await call(t.app, 'GET', '/api/v1/admin/import-runs', undefined, {
      token: user.access_token,
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/admin/import-runs')).statusCode).toBe(401);
  });

  it('refuses a page size beyond the limit with a clear error', async () => {
    const answer = await call(t.app, 'GET', '/api/v1/admin/import-runs?page_size=1000', undefined, {
      token: adminToken,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual([{ field: 'page_size', message: expect.any(String) }]);
  });
});
