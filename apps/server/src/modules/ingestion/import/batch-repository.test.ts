import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '#db/query-rows.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';
import { insertNewJobs } from './batch-repository.ts';
import { entryOf } from './merge.ts';
import { searchLexicon } from './search-lexicon.ts';

describe('the importers’ set-based insert', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('writes exactly what the jobs writer writes, search documents included', async () => {
    const base = {
      company: { name: 'Quote "Co" \\ Slash', logoUrl: 'https://q.example/logo.png' },
      location: 'Remote (EU)',
      remoteType: 'regionRemote' as const,
      remoteRegions: ['EU', 'UK "quoted"'],
      remoteTimezones: ['UTC+0 to UTC+2'],
      category: 'backend' as const,
      salary: { min: 3_500, max: null, currency: 'EUR', period: 'month' as const },
      experienceYears: 4,
      skills: ['Go', 'C#', '前端'],
      description: '<p>Build {braces}, "quotes", back\\slashes and 高级前端工程师 things.</p>',
      requirements: ['Go, PostgreSQL', 'NULL'],
      responsibilities: [],
      benefits: ['{"json": true}'],
      applicationUrl: 'https://q.example/apply',
      expiresAt: new Date('2027-01-01T00:00:00Z'),
    };
    await insertJobs(t.database.db, [
      jobRecord({ ...base, title: '后端工程师 (writer)', sourceId: 'writer' }),
    ]);
    const entry = entryOf(jobRecord({ ...base, title: '后端工程师 (import)', sourceId: 'import' }));
    const [vectors] = await searchLexicon(t.database.db).complete(t.database.db, [entry]);
    expect(vectors).not.toBeNull();
    await insertNewJobs(t.database.db, [{ ...entry, vectors }]);
    const rows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select j.*, c.name as company_name, j.search_vector::text as search_text, j.title_vector::text as title_text
          from jobs j join companies c on c.id = j.company_id order by j.source_id desc`,
    );
    const comparable = (row: Record<string, unknown>) => {
      const {
        id: _id,
        search_key: _key,
        created_at: _c,
        updated_at: _u,
        search_vector: _s,
        title_vector: _t,
        ...rest
      } = row;
      return {
        ...rest,
        title: String(rest.title).replace(/\((writer|import)\)/, ''),
        source_id: null,
        fingerprint: String(rest.fingerprint).replace(/writer|import/, ''),
        search_text: String(rest.search_text).replace(/'(writer|import)':\d+A ?/, ''),
        title_text: String(rest.title_text).replace(/'(writer|import)':\d+ ?/, ''),
      };
    };
    expect(rows).toHaveLength(2);
    expect(comparable(rows[1]!)).toEqual(comparable(rows[0]!));
    expect(String(rows[1]!.search_text)).toMatch(/'postgresql':\d+C.*'前端':\d+/);
    expect(rows[1]).toMatchObject({
      remote_regions: ['EU', 'UK "quoted"'],
      requirements: ['Go, PostgreSQL', 'NULL'],
      benefits: ['{"json": true}'],
      salary_max: null,
      salary_annual_usd_min: 45_360,
    });
  });
});
