import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { JobSearchResult } from '@yonder/contract/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createPostgresDatabase } from '#test/test-app.ts';
import { buildApp, type App } from '#app.ts';
import { loadConfig } from '#config/env.ts';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';

/**
 * Two instances on one PostgreSQL database, each with its own in-memory search index (issue 33):
 * a job written through one is found by the other, with its "open to me" answer, and a job
 * removed there is no longer found here, within the freshness delay production uses.
 */
describe('search on two instances of one database', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  const instances: { app: App; database: DatabaseHandle }[] = [];

  beforeAll(async () => {
    const postgres = await createPostgresDatabase();
    cleanup.push(() => postgres.drop());
    for (let n = 0; n < 2; n += 1) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-search-instance-'));
      cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        DATABASE_URL: postgres.url,
        // As in production: each instance reads the change counter at most every 100 ms.
        SEARCH_FRESHNESS_MS: '100',
      });
      const database = await openDatabase(config);
      await database.migrate();
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      instances.unshift({ app, database });
      cleanup.unshift(async () => {
        await app.close();
        await database.close();
      });
    }
  });

  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  const titles = async (app: App, query: string) => {
    const response = await call(app, 'GET', `/api/v1/jobs/getAllJobs?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: JobSearchResult }>().data.items.map((item) => item.title);
  };

  it('finds on one instance what another wrote, and forgets what another removed', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    // Both have read the (empty) catalogue.
    expect(await titles(a.app, 'keyword=lighthouse')).toEqual([]);
    expect(await titles(b.app, 'keyword=lighthouse')).toEqual([]);

    await insertJobs(a.database.db, [
      jobRecord({
        title: 'Lighthouse Keeper',
        remoteType: 'regionRemote',
        remoteRegions: ['APAC'],
      }),
    ]);
    await expect
      .poll(() => titles(b.app, 'keyword=lighthouse&open_to=CN'), { timeout: 10_000 })
      .toEqual(['Lighthouse Keeper']);
    expect(await titles(b.app, 'keyword=lighthouse&open_to=US')).toEqual([]);

    await b.database.db.execute(sql`delete from jobs where title = 'Lighthouse Keeper'`);
    await expect.poll(() => titles(a.app, 'keyword=lighthouse'), { timeout: 10_000 }).toEqual([]);
  });
});
