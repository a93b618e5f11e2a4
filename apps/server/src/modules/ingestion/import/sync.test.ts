import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '#db/query-rows.ts';
import { startFeedServer, type FeedServer } from '../test/feed-server.ts';
import { storedJobs } from '../test/helpers.ts';
import { runImport } from './run-import.ts';

const FAST = { attempts: 3, backoffMs: 5, timeoutMs: 5_000 };

describe('reading feeds over HTTP', () => {
  let t: TestApp;
  let server: FeedServer;

  beforeEach(async () => {
    t = await createTestApp();
    server = await startFeedServer();
  });

  afterEach(async () => {
    await t.close();
    await server.close();
  });

  const sync = (source: 'himalayas' | 'arbeitnow' | 'greenhouse', target: string | null = null) =>
    runImport({
      database: t.database,
      databaseUrl: t.config.databaseUrl,
      source,
      target,
      baseUrls: { [source]: server.url },
      fetch: FAST,
    });

  it('follows every page of a paginated feed from its configured base URL', async () => {
    server.route('/jobs/api', (count) => ({ file: `himalayas-page-${count}.json` }));
    expect(await sync('himalayas')).toMatchObject({ status: 'succeeded', fetched: 3, created: 3 });
    expect(server.requests).toEqual(['/jobs/api?limit=20&offset=0', '/jobs/api?limit=20&offset=2']);

    // Arbeitnow names its next page on its own host; it is read from the configured one.
    server.route('/api/job-board-api', (count) => ({ file: `arbeitnow-page-${count}.json` }));
    expect(await sync('arbeitnow')).toMatchObject({ status: 'succeeded', fetched: 3, created: 3 });
    expect(server.requests.slice(2)).toEqual(['/api/job-board-api', '/api/job-board-api?page=2']);
  });

  it('tries a failing feed again with backoff, then imports it', async () => {
    server.route('/v1/boards/acme/jobs', (count) =>
      count < 3 ? { status: 503 } : { file: 'greenhouse.json' },
    );
    expect(await sync('greenhouse', 'acme')).toMatchObject({ status: 'succeeded', created: 4 });
    expect(server.requests).toHaveLength(3);
  });

  it('fails the run and keeps every job when a feed keeps failing, and does not retry a 404', async () => {
    server.route('/v1/boards/acme/jobs', (count) =>
      count === 1 ? { file: 'greenhouse.json' } : { status: 500 },
    );
    await sync('greenhouse', 'acme');
    const before = await storedJobs(t.database.db);
    for (let run = 0; run < 2; run += 1) {
      const failed = await sync('greenhouse', 'acme');
      expect(failed).toMatchObject({
        status: 'failed',
        error: expect.stringContaining('answered 500 (after 3 attempts)'),
      });
    }
    expect(await storedJobs(t.database.db)).toEqual(before);
    expect(server.requests).toHaveLength(1 + 2 * 3);

    const missing = await sync('greenhouse', 'nobody');
    expect(missing).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('answered 404'),
    });
    expect(server.requests).toHaveLength(1 + 2 * 3 + 1);
  });

  it('never runs one feed twice at once', async () => {
    server.route('/v1/boards/acme/jobs', { hangMs: 300, then: { file: 'greenhouse.json' } });
    const [first, second] = await Promise.all([
      sync('greenhouse', 'acme'),
      sync('greenhouse', 'acme'),
    ]);
    expect([first.status, second.status].sort()).toEqual(['skipped', 'succeeded']);
    expect(server.requests).toHaveLength(1);

    // Another instance holding the feed's lock (PostgreSQL server only: PGlite is one process).
    if (t.database.kind === 'postgres') {
      const other = new pg.Client({ connectionString: t.config.databaseUrl });
      await other.connect();
      const { createHash } = await import('node:crypto');
      const id = createHash('sha1').update('import:greenhouse:acme').digest().readInt32BE(0);
      await other.query('select pg_advisory_lock($1, $2)', [0x594f4e44, id]);
      expect((await sync('greenhouse', 'acme')).status).toBe('skipped');
      await other.end();
      expect((await sync('greenhouse', 'acme')).status).toBe('succeeded');
    }
  });
});

describe('the server’s background worker', () => {
  it('imports the feeds of JOB_SOURCES and stops cleanly on close, mid-fetch', async () => {
    const server = await startFeedServer();
    server.route('/v1/boards/acme/jobs', { file: 'greenhouse.json' });
    server.route('/v0/postings/northwind', { hangMs: 60_000, then: { file: 'lever.json' } });
    const t = await createTestApp({
      JOB_SOURCES: 'greenhouse:acme=Acme Inc@1h; lever:northwind=Northwind Traders@1h',
      JOB_SOURCE_URLS: `greenhouse=${server.url}, lever=${server.url}`,
    });
    try {
      const runs = () =>
        queryRows<{ source: string; status: string; error: string | null }>(
          t.database.db,
          sql`select source, status, error from import_runs order by source`,
        );
      await expect
        .poll(async () => (await runs()).find((run) => run.source === 'greenhouse:acme')?.status, {
          timeout: 15_000,
        })
        .toBe('succeeded');
      await expect
        .poll(() => server.requests.includes('/v0/postings/northwind?mode=json'), {
          timeout: 15_000,
        })
        .toBe(true);
      const closing = Date.now();
      await t.app.close();
      expect(Date.now() - closing).toBeLessThan(5_000);
      expect(await runs()).toEqual([
        { source: 'greenhouse:acme', status: 'succeeded', error: null },
        { source: 'lever:northwind', status: 'failed', error: expect.stringContaining('stopped') },
      ]);
      expect(
        (await storedJobs(t.database.db)).filter((job) => job.company === 'Acme Inc'),
      ).toHaveLength(4);
    } finally {
      await t.close();
      await server.close();
    }
  });
  const runsOf = (t: TestApp) =>
    queryRows<{ source: string; status: string }>(
      t.database.db,
      sql`select source, status from import_runs order by started_at`,
    );

  it('runs a feed on the queue and tries a failed run again with backoff', async () => {
    const server = await startFeedServer();
    server.route('/v1/boards/acme/jobs', (count) =>
      count === 1 ? { status: 404 } : { file: 'greenhouse.json' },
    );
    const t = await createTestApp({
      JOB_SOURCES: 'greenhouse:acme=Acme@1h',
      JOB_SOURCE_URLS: `greenhouse=${server.url}`,
      QUEUE_RETRY_SECONDS: '1',
      QUEUE_POLL_SECONDS: '0.5',
    });
    try {
      await expect
        .poll(async () => (await runsOf(t)).map((run) => run.status), { timeout: 20_000 })
        .toEqual(['failed', 'succeeded']);
      const schedules = await t.app.queue.boss.getSchedules('feed-sync');
      expect(schedules).toMatchObject([
        { key: expect.stringMatching(/^greenhouse_acme\.\w{8}$/), cron: 'FREQ=HOURLY;INTERVAL=1' },
      ]);
      await t.app.close();
      const seen = server.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(server.requests).toHaveLength(seen);
    } finally {
      await t.close();
      await server.close();
    }
  });
});
