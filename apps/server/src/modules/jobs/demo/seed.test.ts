import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '#db/query-rows.ts';
import { seedDemoJobs, seedDemoJobsIfEmpty } from './seed.ts';
import { demoCapacity } from './slots.ts';

const NOW = new Date('2030-03-01T08:00:00Z');

type Totals = {
  jobs: number;
  sources: number;
  companies: number;
  zh: number;
  viewed: number;
  applied: number;
  first: number;
  last: string;
};

const totals = async (t: TestApp) => {
  const [row] = await queryRows<Totals>(
    t.database.db,
    sql`select
      (select count(*)::int from jobs) as jobs,
      (select count(*)::int from job_sources where source = 'demo') as sources,
      (select count(*)::int from companies) as companies,
      (select count(*)::int from jobs where language = 'zh') as zh,
      (select count(*)::int from jobs where view_count > 0) as viewed,
      (select count(*)::int from jobs where applicants_count > 0) as applied,
      (select min(substring(source_id from 6)::int) from jobs) as first,
      (select source_id from jobs order by substring(source_id from 6)::int desc limit 1) as last`,
  );
  return row!;
};

describe('seeding the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds nothing at start when asked for none', async () => {
    expect(await seedDemoJobsIfEmpty(t.database.db, { count: 0, now: NOW })).toBeNull();
    expect((await totals(t)).jobs).toBe(0);
  });

  it('stores exactly the jobs asked for, in batches, with their companies, sources and counts', async () => {
    const seeded = await seedDemoJobsIfEmpty(t.database.db, {
      count: 650,
      now: NOW,
      batchSize: 200,
    });
    expect(seeded?.created).toBe(650);
    const after = await totals(t);
    expect(after).toMatchObject({ jobs: 650, sources: 650, first: 1, last: 'demo-650' });
    expect(after.zh / after.jobs).toBeCloseTo(0.25, 1);
    expect(after.companies).toBeGreaterThan(200);
    expect(after.companies).toBeLessThanOrEqual(450);
    // Every demo job has been seen; most have applicants, never more than viewers.
    expect(after.viewed).toBe(650);
    expect(after.applied).toBeGreaterThan(300);
    const [{ over } = { over: -1 }] = await queryRows<{ over: number }>(
      t.database.db,
      sql`select count(*)::int as over from jobs where applicants_count > view_count`,
    );
    expect(over).toBe(0);
  });

  it('leaves a catalogue with jobs alone at start, and a later run continues after it', async () => {
    expect(await seedDemoJobsIfEmpty(t.database.db, { count: 100, now: NOW })).toBeNull();
    expect(await seedDemoJobs(t.database.db, { count: 120, now: NOW, batchSize: 50 })).toBe(120);
    expect(await totals(t)).toMatchObject({ jobs: 770, sources: 770, last: 'demo-770' });
  });

  it('refuses more jobs than the catalogue holds before storing any', async () => {
    const attempt = seedDemoJobs(t.database.db, { count: demoCapacity(), now: NOW });
    await expect(attempt).rejects.toThrow(/at most \d+ jobs/);
    expect((await totals(t)).jobs).toBe(770);
  });

  it('gives the same catalogue the same view counts every time', async () => {
    const again = await createTestApp();
    try {
      await seedDemoJobs(again.database.db, { count: 50, now: NOW });
      const views = (db: TestApp['database']['db']) =>
        queryRows<{ source_id: string; view_count: number; applicants_count: number }>(
          db,
          sql`select source_id, view_count, applicants_count from jobs
              where substring(source_id from 6)::int <= 50 order by source_id`,
        );
      expect(await views(again.database.db)).toEqual(await views(t.database.db));
    } finally {
      await again.close();
    }
  });
});
