import { envelopeSchema } from '@yonder/contract/common';
import { jobSearchResultSchema, type JobSearchResult } from '@yonder/contract/jobs';
import { JOB_CATEGORIES } from '@yonder/contract/jobs-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const usd = (min: number | null, max: number | null = null) => ({
  min,
  max,
  currency: 'USD',
  period: 'year' as const,
});

/** A small catalogue whose every job exists to make one assertion true or false. */
const CATALOGUE = [
  jobRecord({
    title: 'Senior Frontend Engineer',
    category: 'frontend',
    skills: ['TypeScript', 'React'],
    salary: usd(120_000, 150_000),
    sourceId: 'frontend-senior',
    postedAt: day(20),
  }),
  jobRecord({
    title: '高级前端工程师',
    company: { name: '杭州云栈科技有限公司' },
    category: 'frontend',
    language: 'zh',
    location: '远程（中国）',
    description: '<p>负责 Web 应用的开发与性能优化，熟悉 Vue 与 TypeScript。</p>',
    salary: { min: 25_000, max: 35_000, currency: 'CNY', period: 'month' },
    sourceId: 'frontend-zh',
    postedAt: day(19),
  }),
  jobRecord({
    title: 'Backend Developer',
    category: 'backend',
    remoteType: 'regionRemote',
    remoteRegions: ['EU'],
    description: '<p>We are looking for engineers who love distributed systems in Go.</p>',
    skills: ['Go'],
    salary: usd(49_999),
    sourceId: 'backend',
    postedAt: day(18),
  }),
  jobRecord({
    title: 'Product Designer',
    category: 'design',
    remoteType: 'hybrid',
    description: '<p>Design the product with the machine learning and data teams.</p>',
    salary: usd(50_000, 60_000),
    sourceId: 'designer',
    postedAt: day(17),
  }),
  jobRecord({
    title: 'Data Scientist',
    category: 'dataScience',
    remoteType: 'onsite',
    description: '<p>Machine learning models for search. Learning never stops.</p>',
    salary: usd(null, 99_999),
    sourceId: 'data',
    postedAt: day(16),
  }),
  jobRecord({
    title: 'DevOps Lead',
    category: 'devops',
    salary: usd(160_000),
    sourceId: 'devops',
    postedAt: day(15),
  }),
  jobRecord({
    title: 'Expired Frontend Engineer',
    category: 'frontend',
    sourceId: 'expired',
    postedAt: day(14),
    expiresAt: day(18),
  }),
];

describe('GET /api/v1/jobs/getAllJobs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.now = () => day(21);
    await insertJobs(t.database.db, CATALOGUE);
  });

  afterAll(async () => {
    await t.close();
  });

  async function search(query: string): Promise<JobSearchResult> {
    const response = await call(t.app, 'GET', `/api/v1/jobs/getAllJobs?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  const titles = async (query: string) => (await search(query)).items.map((job) => job.title);

  it('lists open jobs newest first with the spec defaults, expired jobs hidden', async () => {
    const result = await search('');
    expect(result).toMatchObject({ total: 6, page: 1, page_size: 20, sort: 'newest' });
    expect(result.items.map((job) => job.title)).toEqual([
      'Senior Frontend Engineer',
      '高级前端工程师',
      'Backend Developer',
      'Product Designer',
      'Data Scientist',
      'DevOps Lead',
    ]);
    expect(result.items[0]).toMatchObject({
      company_name: expect.stringContaining('Fixture Company'),
      skills: ['TypeScript', 'React'],
      salary_min: 120_000,
      salary_max: 150_000,
      currency: 'USD',
      posted_date: '2026-11-20T00:00:00.000Z',
    });
  });

  it('answers exactly the contract’s shape, though the route skips checking it', async () => {
    for (const query of [
      '',
      'keyword=engineer',
      'open_to=CN&timezone=Asia%2FShanghai',
      'keyword=reakt',
    ]) {
      const response = await call(t.app, 'GET', `/api/v1/jobs/getAllJobs?${query}`);
      const body = response.json();
      // Parsing drops any key the schema does not name and fails on a wrong type.
      expect(envelopeSchema(jobSearchResultSchema).parse(body)).toEqual(body);
    }
  });

  it('pages with page and page_size and keeps the total', async () => {
    const second = await search('page=2&page_size=4');
    expect(second.total).toBe(6);
    expect(second.items.map((job) => job.title)).toEqual(['Data Scientist', 'DevOps Lead']);
    expect((await search('page=3&page_size=4')).items).toEqual([]);
  });

  it('filters by category and by remote type, each a single value', async () => {
    expect(await titles('category=frontend')).toEqual([
      'Senior Frontend Engineer',
      '高级前端工程师',
    ]);
    expect(await titles('remote_type=regionRemote')).toEqual(['Backend Developer']);
    expect(await titles('remote_type=hybrid')).toEqual(['Product Designer']);
    expect(await titles('remote_type=onsite')).toEqual(['Data Scientist']);
    expect(await titles('category=frontend&remote_type=hybrid')).toEqual([]);
  });

  it('puts each salary in exactly one of the four ranges, edges included', async () => {
    expect(await titles('salary_min=10000&salary_max=49999')).toEqual([
      '高级前端工程师',
      'Backend Developer',
    ]);
    // 25k–35k CNY a month is about 42k USD a year: range 1 too.
    expect(await titles('salary_min=10000&salary_max=49999&category=frontend')).toEqual([
      '高级前端工程师',
    ]);
    expect(await titles('salary_min=50000&salary_max=99999')).toEqual([
      'Product Designer',
      'Data Scientist',
    ]);
    expect(await titles('salary_min=100000&salary_max=149999')).toEqual([
      'Senior Frontend Engineer',
    ]);
    expect(await titles('salary_min=150000')).toEqual(['DevOps Lead']);
  });

  it('counts facets with each group leaving out its own filter', async () => {
    const result = await search('category=frontend');
    const count = (group: 'category' | 'remote_type', value: string) =>
      result.facets[group].find((entry) => entry.value === value)?.count;
    expect(result.total).toBe(2);
    expect(count('category', 'frontend')).toBe(2);
    expect(count('category', 'backend')).toBe(1);
    expect(count('remote_type', 'fullRemote')).toBe(2);
    expect(count('remote_type', 'hybrid')).toBe(0);
    // Every category is counted, the empty ones with 0.
    expect(result.facets.category).toHaveLength(JOB_CATEGORIES.length);
  });

  it('finds English words by their stem, several words, phrases and a prefix while typing', async () => {
    // The title match first, then the description's "engineers who love…".
    expect(await titles('keyword=engineers')).toEqual([
      'Senior Frontend Engineer',
      'Backend Developer',
    ]);
    expect(await titles('keyword=%20%20frontend%20engineer%20')).toEqual([
      'Senior Frontend Engineer',
    ]);
    expect(await titles('keyword=typesc')).toEqual(['Senior Frontend Engineer', '高级前端工程师']);
    expect((await titles(`keyword=${encodeURIComponent('"machine learning"')}`)).sort()).toEqual([
      'Data Scientist',
      'Product Designer',
    ]);
    expect(await titles(`keyword=${encodeURIComponent('"learning machine"')}`)).toEqual([]);
  });

  it('finds Chinese words inside longer text', async () => {
    // 前端 and 后端 are also the skills Frontend and Backend: their English jobs come after.
    expect(await titles(`keyword=${encodeURIComponent('前端')}`)).toEqual([
      '高级前端工程师',
      'Senior Frontend Engineer',
    ]);
    expect(await titles(`keyword=${encodeURIComponent('工程师')}`)).toEqual(['高级前端工程师']);
    expect(await titles(`keyword=${encodeURIComponent('性能优化')}`)).toEqual(['高级前端工程师']);
    expect(await titles(`keyword=${encodeURIComponent('后端')}`)).toEqual(['Backend Developer']);
    expect(await titles(`keyword=${encodeURIComponent('运维')}`)).toEqual(['DevOps Lead']);
    expect(await titles(`keyword=${encodeURIComponent('医生')}`)).toEqual([]);
  });

  it('ranks a title match above a description match', async () => {
    // The description match is newer, the title match still comes first.
    const result = await search('keyword=data%20');
    expect(result.sort).toBe('relevance');
    expect(result.items.map((job) => job.title)).toEqual(['Data Scientist', 'Product Designer']);
    const engineers = await titles('keyword=engineer%20');
    expect(engineers).toEqual(['Senior Frontend Engineer', 'Backend Developer']);
  });

  it('pages through the title matches and then the others, each once', async () => {
    const page = async (n: number) => titles(`keyword=engineer%20&page_size=1&page=${n}`);
    expect(await page(1)).toEqual(['Senior Frontend Engineer']);
    expect(await page(2)).toEqual(['Backend Developer']);
    expect(await page(3)).toEqual([]);
    expect((await search('keyword=engineer%20&page_size=1&page=2')).total).toBe(2);
  });

  it('sorts by salary on request', async () => {
    expect((await titles('sort=salary')).slice(0, 2)).toEqual([
      'DevOps Lead',
      'Senior Frontend Engineer',
    ]);
  });

  it('rejects bad parameters with a 422 naming the field', async () => {
    const response = await call(t.app, 'GET', '/api/v1/jobs/getAllJobs?page_size=101&category=x');
    expect(response.statusCode).toBe(422);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['page_size', 'category']));
  });

  it('treats empty parameters as not given', async () => {
    expect((await search('keyword=&category=&remote_type=&page=1')).total).toBe(6);
  });
});
