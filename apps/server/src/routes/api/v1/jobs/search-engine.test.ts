import type { JobSearchResult } from '@yonder/contract/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import type { JobRecord } from '#modules/jobs/job-record.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));

let order = 0;
/** A job posted a little earlier than the one before it: the list order is the fixture's order. */
const job = (overrides: Partial<JobRecord>) => {
  order += 1;
  return jobRecord({ postedAt: new Date(day(25).getTime() - order * 3_600_000), ...overrides });
};

const LEDGERLY_BLURB =
  '<p>Ledgerly builds the bookkeeping and accounting app that 50,000 small businesses and their accountants trust.</p>';

/** Accounting jobs beside sales "account" jobs and engineers at accounting-software companies. */
const ACCOUNTING = [
  job({
    title: 'Staff Accountant',
    company: { name: 'Harbor Freight Finance' },
    category: 'other',
    skills: ['GAAP', 'Excel'],
    description: '<p>Close the books each month and reconcile the ledgers.</p>',
    requirements: ['CPA or ACCA preferred', '3+ years of general ledger accounting'],
  }),
  job({ title: 'Account Executive', category: 'sales', description: '<p>Grow accounts.</p>' }),
  job({ title: 'Senior Accountant', category: 'other', skills: ['GAAP', 'NetSuite'] }),
  job({
    title: 'Senior Account Manager',
    category: 'sales',
    description: '<p>Own a book of enterprise accounts and renewals.</p>',
  }),
  job({
    title: 'iOS Engineer',
    company: { name: 'Ledgerly' },
    category: 'mobile',
    skills: ['Swift', 'SwiftUI'],
    description: LEDGERLY_BLURB,
  }),
  job({
    title: 'Product Designer',
    company: { name: 'Tallyhub' },
    category: 'design',
    skills: ['Figma'],
    description:
      '<p>Tallyhub makes accounting software for accountants and bookkeepers everywhere.</p>',
  }),
  job({
    title: '会计',
    language: 'zh',
    category: 'other',
    description: '<p>负责日常账务处理。</p>',
  }),
  job({ title: 'Senior Bookkeeper', category: 'other', skills: ['QuickBooks', 'Xero'] }),
  job({ title: '总账会计', language: 'zh', category: 'other' }),
  job({ title: 'Account Executive, Mid-Market', category: 'sales' }),
  job({ title: '出纳', language: 'zh', category: 'other', description: '<p>现金与银行收付。</p>' }),
  job({ title: 'Tax Accountant', category: 'other' }),
  job({ title: '审计专员', language: 'zh', category: 'other' }),
  job({ title: 'Bookkeeper (part-time)', category: 'other', jobType: 'partTime' }),
];

const ENGINEERING = [
  job({ title: 'React Engineer', category: 'frontend', skills: ['React', 'TypeScript'] }),
  job({
    title: 'Platform Engineer',
    category: 'devops',
    skills: ['Kubernetes', 'Terraform'],
    description: '<p>Run our Kubernetes clusters.</p>',
  }),
  job({ title: 'Python Developer', category: 'backend', skills: ['Python', 'Django'] }),
  // A posting with a typo of its own: the search as typed finds it first.
  job({
    title: 'Data Wrangler',
    category: 'dataScience',
    description: '<p>Scripts in pyhton and SQL.</p>',
  }),
  job({ title: '前端工程师', language: 'zh', category: 'frontend', skills: ['Vue'] }),
  job({ title: '资深前端开发', language: 'zh', category: 'frontend' }),
];

/** Hiring rules as real feeds write them: countries, regions, time-zone spans. */
const PLACES = [
  job({ title: 'Support Agent (US only)', remoteType: 'regionRemote', remoteRegions: ['US'] }),
  job({ title: 'Support Agent (anywhere)', remoteRegions: ['Worldwide'] }),
  job({ title: 'Support Agent (APAC)', remoteType: 'regionRemote', remoteRegions: ['APAC'] }),
  job({ title: 'Support Agent (Americas hours)', remoteTimezones: ['UTC-8 to UTC-5'] }),
  job({ title: 'Support Agent (Singapore team)', remoteTimezones: ['UTC+8'] }),
];

describe('the search engine: ranking by title, typos and "open to me"', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.now = () => day(26);
    await insertJobs(t.database.db, [...ACCOUNTING, ...ENGINEERING, ...PLACES]);
  });

  afterAll(async () => {
    await t.close();
  });

  const search = async (params: Record<string, string>) => {
    const response = await call(
      t.app,
      'GET',
      `/api/v1/jobs/getAllJobs?${new URLSearchParams(params).toString()}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: JobSearchResult }>().data;
  };
  const titles = async (keyword: string) =>
    (await search({ keyword })).items.map((item) => item.title);

  it('ranks accountants first for "accountant", then the professions near it, and never account managers or blurbs', async () => {
    const found = await titles('accountant');
    // The title says it (in either language), newest first; then bookkeepers, 出纳 and 审计.
    expect(found.slice(0, 5)).toEqual([
      'Staff Accountant',
      'Senior Accountant',
      '会计',
      '总账会计',
      'Tax Accountant',
    ]);
    expect(found.slice(5)).toEqual([
      'Senior Bookkeeper',
      '出纳',
      '审计专员',
      'Bookkeeper (part-time)',
    ]);
  });

  it('ranks 会计 like accountant, with 出纳 and 审计 near it', async () => {
    const found = await titles('会计');
    expect(found.slice(0, 5).sort()).toEqual(
      ['Staff Accountant', 'Senior Accountant', '会计', '总账会计', 'Tax Accountant'].sort(),
    );
    expect(found).toContain('出纳');
    expect(found).toContain('审计专员');
    expect(found.some((title) => /Account (Executive|Manager)|iOS|Designer/.test(title))).toBe(
      false,
    );
  });

  it('finds bookkeepers for "bookkeeper", not the iOS and design jobs whose company blurb mentions bookkeeping', async () => {
    const found = await titles('bookkeeper');
    expect(found.slice(0, 2)).toEqual(['Senior Bookkeeper', 'Bookkeeper (part-time)']);
    expect(found).not.toContain('iOS Engineer');
    expect(found).not.toContain('Product Designer');
  });

  it('still finds a word in a description when it names no profession', async () => {
    expect(await titles('reconcile')).toEqual(['Staff Accountant']);
  });

  it.each([
    ['reakt', 'react', 'React Engineer'],
    ['kubernetis', 'kubernetes', 'Platform Engineer'],
    ['前段', '前端', '前端工程师'],
  ])(
    'corrects "%s" to "%s" and finds what the right spelling finds',
    async (typo, right, title) => {
      const result = await search({ keyword: typo });
      expect(result.corrected_keyword).toBe(right);
      const exact = await search({ keyword: right });
      expect(result.items.map((item) => item.id)).toEqual(exact.items.map((item) => item.id));
      expect(result.items.map((item) => item.title)).toContain(title);
      expect(result.total).toBe(exact.total);
      expect(result.facets).toEqual(exact.facets);
    },
  );

  it('ranks what a misspelt word finds as typed above what its correction finds', async () => {
    const result = await search({ keyword: 'pyhton' });
    expect(result.corrected_keyword).toBe('python');
    expect(result.items.map((item) => item.title)).toEqual(['Data Wrangler', 'Python Developer']);
  });

  it('corrects a misspelt word among others, and leaves real words alone', async () => {
    const result = await search({ keyword: 'reakt typescript' });
    expect(result.corrected_keyword).toBe('react typescript');
    expect(result.items.map((item) => item.title)).toEqual(['React Engineer']);
    expect((await search({ keyword: 'react' })).corrected_keyword).toBeNull();
    expect((await search({ keyword: '前端' })).corrected_keyword).toBeNull();
    expect((await search({ keyword: 'zzzzqqqq' })).total).toBe(0);
  });

  it('keeps only the jobs a person in China on Shanghai time can be hired for, and says why', async () => {
    const result = await search({
      keyword: 'support agent',
      open_to: 'cn',
      timezone: 'Asia/Shanghai',
    });
    const byTitle = new Map(result.items.map((item) => [item.title, item.hire]));
    expect([...byTitle.keys()].sort()).toEqual(
      ['Support Agent (APAC)', 'Support Agent (Singapore team)', 'Support Agent (anywhere)'].sort(),
    );
    expect(byTitle.get('Support Agent (Singapore team)')).toEqual({
      status: 'overlap',
      country: 'CN',
      overlap_hours: 8,
    });
    expect(byTitle.get('Support Agent (APAC)')).toMatchObject({ status: 'yes', country: 'CN' });
    // The facet counts count only these jobs.
    expect(result.total).toBe(3);
    expect(result.facets.category.reduce((sum, entry) => sum + entry.count, 0)).toBe(3);
  });

  it('keeps US-only jobs for a person in the United States, and Americas hours on New York time', async () => {
    const result = await search({
      keyword: 'support agent',
      open_to: 'US',
      timezone: 'America/New_York',
    });
    expect(result.items.map((item) => item.title).sort()).toEqual(
      [
        'Support Agent (US only)',
        'Support Agent (anywhere)',
        'Support Agent (Americas hours)',
      ].sort(),
    );
    // Without the filter, every support job, no reason on the cards.
    const all = await search({ keyword: 'support agent' });
    expect(all.total).toBe(5);
    expect(all.items.every((item) => item.hire === undefined)).toBe(true);
  });

  it('refuses a country or time zone it cannot read, in the language asked', async () => {
    for (const params of [{ open_to: 'China' }, { timezone: 'Mars/Olympus_Mons' }] as Record<
      string,
      string
    >[]) {
      const response = await call(
        t.app,
        'GET',
        `/api/v1/jobs/getAllJobs?${new URLSearchParams(params).toString()}`,
      );
      expect(response.statusCode).toBe(422);
    }
  });

  it('finds a job added after the catalogue was read, and drops one that is removed', async () => {
    expect(await titles('zanzibar')).toEqual([]);
    await insertJobs(t.database.db, [job({ title: 'Zanzibar Tour Guide' })]);
    expect(await titles('zanzibar')).toEqual(['Zanzibar Tour Guide']);
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`delete from jobs where title = 'Zanzibar Tour Guide'`,
    );
    expect(await titles('zanzibar')).toEqual([]);
  });
});
