import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '#db/query-rows.ts';
import { findProvenance, provenanceQuery } from './job-provenance.ts';
import { insertJobs } from './job-writer.ts';
import { refreshJobStatistics } from './jobs-repository.ts';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function scannedWhole(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedWhole)];
}

/**
 * A page's sources are read with its cards on every search that is not kept in memory: they must
 * cost the page's jobs, not the catalogue's, whatever the planner's statistics say (right after
 * an import they are out of date; a join with a grouping then read every source, 30 ms at 200,000
 * jobs).
 */
describe("a page's sources", () => {
  let t: TestApp;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp();
    await insertJobs(
      t.database.db,
      Array.from({ length: 1_500 }, (_, n) => jobRecord({ sourceId: `provenance-${n}` })),
    );
    const rows = await queryRows<{ id: string }>(t.database.db, sql`select id from jobs`);
    ids = rows.map((row) => row.id);
  });

  afterAll(async () => {
    await t.close();
  });

  async function wholeScans(): Promise<string[]> {
    const page = ids.filter((_, n) => n % 75 === 0);
    const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      t.database.db,
      sql`explain (format json) ${provenanceQuery(page)}`,
    );
    return scannedWhole(row!['QUERY PLAN'][0].Plan);
  }

  it('are read job by job, with or without fresh statistics', async () => {
    expect(await wholeScans()).not.toContain('job_sources');
    await refreshJobStatistics(t.database.db);
    expect(await wholeScans()).not.toContain('job_sources');
  });

  it('list each job once, with its source and when it was first seen', async () => {
    const page = ids.slice(0, 3);
    const found = await findProvenance(t.database.db, page);
    expect([...found.keys()].toSorted()).toEqual(page.toSorted());
    for (const row of found.values()) {
      expect(row.sources).toEqual([
        expect.objectContaining({
          source: row.source,
          source_id: expect.stringMatching(/^provenance-/),
        }),
      ]);
      expect(new Date(row.first_seen_at).getTime()).not.toBeNaN();
    }
  });
});
