import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '#db/query-rows.ts';
import { countRows, feed, storedJobs } from '../test/helpers.ts';
import { runImport } from './run-import.ts';

const NOW = new Date('2026-11-25T00:00:00Z');

describe('importing a feed', () => {
  let t: TestApp;
  let scratch: string;

  beforeEach(async () => {
    t = await createTestApp();
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-feed-'));
  });

  afterEach(async () => {
    await t.close();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  const importFile = (
    source: 'remoteok' | 'greenhouse',
    file: string,
    target: string | null = null,
  ) =>
    runImport({
      database: t.database,
      databaseUrl: t.config.databaseUrl,
      source,
      target,
      origin: { file },
      now: () => NOW,
    });

  /** A copy of the RemoteOK fixture with some of its jobs left out. */
  async function remoteokWithout(...ids: string[]): Promise<string> {
    const items = JSON.parse(await fs.readFile(feed('remoteok.json'), 'utf8')) as { id?: string }[];
    const file = path.join(scratch, `remoteok-${ids.join('-') || 'all'}.json`);
    await fs.writeFile(file, JSON.stringify(items.filter((item) => !ids.includes(item.id ?? ''))));
    return file;
  }

  it('records a run with what it created and each item it could not read', async () => {
    const summary = await importFile('remoteok', feed('remoteok.json'));
    expect(summary).toMatchObject({
      status: 'succeeded',
      fetched: 4,
      created: 3,
      updated: 0,
      expired: 0,
    });
    expect(summary.failures).toEqual([
      { itemRef: '900004', reason: expect.stringContaining('position') },
    ]);
    const [run] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from import_runs`,
    );
    expect(run).toMatchObject({
      source: 'remoteok',
      status: 'succeeded',
      fetched: 4,
      created: 3,
      failed: 1,
    });
    expect(run!.finished_at).not.toBeNull();
    const failures = await queryRows<{ item_ref: string }>(
      t.database.db,
      sql`select item_ref from import_run_failures`,
    );
    expect(failures.map((failure) => failure.item_ref)).toEqual(['900004']);
    const attribution = await queryRows<{ attribution_url: string }>(
      t.database.db,
      sql`select attribution_url from job_sources where source_id = '900001'`,
    );
    expect(attribution[0]!.attribution_url).toBe(
      'https://remoteok.com/remote-jobs/remote-senior-frontend-engineer-acme-900001',
    );
  });

  it('writes the same jobs in batches of one as in one batch', async () => {
    const written = async (database: TestApp['database'], batchSize?: number) => {
      const summary = await runImport({
        database,
        source: 'remoteok',
        origin: { file: feed('remoteok.json') },
        now: () => NOW,
        batchSize,
      });
      const jobs = await queryRows<Record<string, unknown>>(
        database.db,
        sql`select j.title, j.fingerprint, j.skills, j.category, j.remote_type, j.requirements,
              j.language, j.search_vector::text, j.title_vector::text
            from jobs j order by j.fingerprint`,
      );
      return { summary: { ...summary, runId: null }, jobs };
    };
    const inOneBatch = await written(t.database);
    const other = await createTestApp();
    try {
      expect(await written(other.database, 1)).toEqual(inOneBatch);
    } finally {
      await other.close();
    }
    expect(inOneBatch.jobs).toHaveLength(3);
  });

  it('creates nothing new when the same feed is imported twice', async () => {
    await importFile('remoteok', feed('remoteok.json'));
    const before = {
      jobs: await storedJobs(t.database.db),
      sources: await countRows(t.database.db, 'job_sources'),
    };
    const again = await importFile('remoteok', feed('remoteok.json'));
    expect(again).toMatchObject({
      status: 'succeeded',
      created: 0,
      updated: 0,
      unchanged: 3,
      expired: 0,
    });
    expect(await storedJobs(t.database.db)).toEqual(before.jobs);
    expect(await countRows(t.database.db, 'job_sources')).toBe(before.sources);
  });

  it('rewrites a job when its feed changes it, even to a shorter record, and only that job', async () => {
    await importFile('remoteok', feed('remoteok.json'));
    const items = JSON.parse(await fs.readFile(feed('remoteok.json'), 'utf8'));
    const support = items.find((item: { id?: string }) => item.id === '900003');
    Object.assign(support, {
      salary_min: 35_000,
      salary_max: 45_000,
      description: '<p>On-site in Lisbon.</p>',
    });
    const changed = path.join(scratch, 'changed.json');
    await fs.writeFile(changed, JSON.stringify(items));
    expect(await importFile('remoteok', changed)).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 2,
    });
    const job = (await storedJobs(t.database.db)).find(
      (stored) => stored.title === 'Customer Support Specialist',
    );
    expect(job).toMatchObject({ salary_min: 35_000, description: '<p>On-site in Lisbon.</p>' });
  });

  it('keeps one job for a posting two feeds publish, with the richer record and both sources', async () => {
    await importFile('greenhouse', feed('greenhouse.json'), 'acme');
    const poorer = (await storedJobs(t.database.db)).find(
      (job) => job.title === 'Senior Frontend Engineer',
    );
    expect(poorer).toMatchObject({ salary_min: null, sources: ['greenhouse:acme:4100001'] });

    const summary = await importFile('remoteok', feed('remoteok.json'));
    expect(summary).toMatchObject({ created: 2, updated: 1 });
    const jobs = (await storedJobs(t.database.db)).filter(
      (job) => job.title === 'Senior Frontend Engineer',
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      id: poorer!.id,
      salary_min: 120_000,
      source: 'remoteok',
      sources: ['greenhouse:acme:4100001', 'remoteok:900001'],
    });
    expect(jobs[0]!.description).toContain('design system');

    // The poorer feed listing it again changes nothing.
    const back = await importFile('greenhouse', feed('greenhouse.json'), 'acme');
    expect(back).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    expect((await storedJobs(t.database.db)).find((job) => job.id === poorer!.id)!.salary_min).toBe(
      120_000,
    );
  });

  it('makes one job of a posting two feeds import at the same moment', async () => {
    const [first, second] = await Promise.all([
      importFile('remoteok', feed('remoteok.json')),
      importFile('greenhouse', feed('greenhouse.json'), 'acme'),
    ]);
    expect([first.status, second.status]).toEqual(['succeeded', 'succeeded']);
    expect(first.created + second.created).toBe(6);
    const shared = (await storedJobs(t.database.db)).filter(
      (job) => job.title === 'Senior Frontend Engineer',
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]!.sources).toEqual(['greenhouse:acme:4100001', 'remoteok:900001']);
  });

  it('fails a truncated or malformed feed cleanly and loses nothing', async () => {
    await importFile('remoteok', feed('remoteok.json'));
    const before = await storedJobs(t.database.db);
    const whole = await fs.readFile(feed('remoteok.json'), 'utf8');
    const cases = {
      truncated: whole.slice(0, Math.floor(whole.length / 2)),
      html: '<!doctype html><html><body>Service unavailable</body></html>',
      'no legal notice': JSON.stringify([{ id: '1', position: 'x', company: 'y' }]),
      'no jobs': JSON.stringify([{ legal: 'API Terms of Service' }]),
    };
    for (const [name, body] of Object.entries(cases)) {
      const file = path.join(scratch, `${name}.json`);
      await fs.writeFile(file, body);
      const summary = await importFile('remoteok', file);
      expect(summary.status, name).toBe('failed');
      expect(summary.error, name).toBeTruthy();
    }
    // Twice as many failed runs as would expire everything, and nothing changed.
    expect(await storedJobs(t.database.db)).toEqual(before);
    const runs = await queryRows<{ status: string; error: string | null }>(
      t.database.db,
      sql`select status, error from import_runs order by started_at, id`,
    );
    expect(runs.filter((run) => run.status === 'failed')).toHaveLength(4);
    expect(runs.map((run) => run.error)).toContainEqual(expect.stringContaining('not JSON'));
  });

  it('expires a job missing from its feed on two consecutive runs, and revives it when listed again', async () => {
    await importFile('remoteok', feed('remoteok.json'));
    const without = await remoteokWithout('900002');
    const first = await importFile('remoteok', without);
    expect(first.expired).toBe(0);
    const second = await importFile('remoteok', without);
    expect(second.expired).toBe(1);
    const expired = (await storedJobs(t.database.db)).find(
      (job) => job.title === 'Backend Engineer (Golang)',
    );
    expect(new Date(expired!.expires_at!).toISOString()).toBe(NOW.toISOString());
    // Only that one job left search.
    const live = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from jobs where expires_at is null or expires_at > ${NOW.toISOString()}::timestamptz`,
    );
    expect(live[0]!.count).toBe(2);

    const back = await importFile('remoteok', feed('remoteok.json'));
    expect(back).toMatchObject({ created: 0, updated: 1, expired: 0 });
    expect(
      (await storedJobs(t.database.db)).find((job) => job.id === expired!.id)!.expires_at,
    ).toBeNull();
  });

  it('expires a job only when every feed that listed it has dropped it', async () => {
    await importFile('remoteok', feed('remoteok.json'));
    await importFile('greenhouse', feed('greenhouse.json'), 'acme');
    const without = await remoteokWithout('900001');
    await importFile('remoteok', without);
    expect((await importFile('remoteok', without)).expired).toBe(0);
    const shared = (await storedJobs(t.database.db)).find(
      (job) => job.title === 'Senior Frontend Engineer',
    );
    expect(shared!.expires_at).toBeNull();
  });
});
