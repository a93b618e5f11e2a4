import {
  JOB_CATEGORIES,
  REMOTE_TYPES,
  SALARY_RANGES,
  jobSearchQuerySchema,
} from '@yonder/contract/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { insertJobs } from './job-writer.ts';
import { refreshJobStatistics } from './jobs-repository.ts';
import { createCountCache, knownCounts } from './count-cache.ts';
import { searchJobs } from './jobs-service.ts';
import { createSearchIndex } from './search-index.ts';
import { createSearchLoad } from './search-limits.ts';

const NOW = new Date('2026-11-20T00:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() - n * 3_600_000);

/** A seeded generator: the same catalogue and searches on every run. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return Math.floor((state / 4_294_967_296) * n);
  };
}

const TITLES = [
  'Senior Go Engineer',
  'Golang Developer',
  'Data Analyst',
  'Frontend Engineer (React)',
  '高级前端工程师',
  '数据分析师',
  'DevOps Engineer, AWS',
  'Machine Learning Engineer',
  'Customer Success Manager',
  '后端开发工程师',
];
const SENTENCES = [
  'We build with TypeScript and React.js.',
  'Our services run on Amazon Web Services and Kubernetes.',
  'You will do data analysis with SQL and Python.',
  'The team writes Go every day.',
  '负责前端开发与数据分析。',
  '熟悉后端工程与运维。',
  'Help customers succeed with the product.',
  'Machine learning research and analytics.',
];
const WORDS = [
  'engineer',
  'go',
  'golang',
  'react',
  'data',
  'analysis',
  '"data analysis"',
  'aws',
  'kube',
  'the',
  '工程师',
  '前端',
  '前端工程师',
  '数据分析',
  'customer',
  'python',
  'nothing-matches-this',
];

/**
 * A catalogue of 300 jobs whose texts mix synonyms, phrases and Chinese, with every filter's
 * values, jobs that share a date, salaries in every range or none, and some expired.
 */
function catalogue() {
  const random = createRandom(7);
  const pick = <T>(values: readonly T[]) => values[random(values.length)]!;
  return Array.from({ length: 300 }, (_, n) => {
    const salaryMin = random(4) === 0 ? null : 20_000 + random(180) * 1_000;
    return jobRecord({
      title: pick(TITLES),
      description: `<p>${pick(SENTENCES)} ${pick(SENTENCES)}</p>`,
      category: pick(JOB_CATEGORIES),
      remoteType: pick(REMOTE_TYPES),
      salary:
        salaryMin === null && random(2) === 0
          ? null
          : {
              min: salaryMin,
              max: random(2) === 0 ? null : (salaryMin ?? 40_000) + 20_000,
              currency: 'USD',
              period: 'year',
            },
      // Every fifth pair of jobs share their date: the id decides their order.
      postedAt: hours(Math.floor(n / 2) * (n % 5 === 0 ? 0 : 1) + n),
      expiresAt: n % 11 === 0 ? hours(1) : null,
    });
  });
}

function searches(count: number) {
  const random = createRandom(12);
  const pick = <T>(values: readonly T[]) => values[random(values.length)]!;
  return Array.from({ length: count }, () => {
    const params: Record<string, string> = {
      keyword: Array.from({ length: 1 + random(3) }, () => pick(WORDS)).join(' '),
      page: String(1 + random(3)),
      page_size: pick(['3', '7', '20']),
    };
    if (random(2) === 0) params.category = pick(JOB_CATEGORIES);
    if (random(3) === 0) params.remote_type = pick(REMOTE_TYPES);
    if (random(3) === 0) {
      const range = pick(SALARY_RANGES);
      params.salary_min = String(range.min);
      if (range.max !== undefined) params.salary_max = String(range.max);
    }
    if (random(2) === 0) params.sort = pick(['relevance', 'newest', 'salary']);
    return jobSearchQuerySchema.parse(params);
  });
}

describe('keyword searches under load, from the index of terms', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await insertJobs(t.database.db, catalogue());
    await refreshJobStatistics(t.database.db);
  });

  afterAll(async () => {
    await t.close();
  });

  const busy = () => createSearchLoad({ exactCounts: 0, busyAt: -1 });
  const search = (query: ReturnType<typeof searches>[number], index = createSearchIndex()) =>
    searchJobs({ db: t.database.db, query, now: NOW, load: busy(), index, timeoutMs: 10_000 });

  it('answers every search as the database does: the same page, total and facet counts, never capped', async () => {
    const index = createSearchIndex();
    let matched = 0;
    for (const query of searches(120)) {
      const exact = await searchJobs({ db: t.database.db, query, now: NOW, timeoutMs: 10_000 });
      const fromIndex = await search(query, index);
      const label = JSON.stringify(query);
      expect(
        fromIndex.items.map((job) => job.title),
        label,
      ).toEqual(exact.items.map((job) => job.title));
      expect(
        fromIndex.items.map((job) => job.id),
        label,
      ).toEqual(exact.items.map((job) => job.id));
      expect(fromIndex.total, label).toBe(exact.total);
      expect(fromIndex.facets, label).toEqual(exact.facets);
      expect(fromIndex.sort, label).toBe(exact.sort);
      expect(fromIndex.is_count_capped, label).toBe(false);
      if (exact.total > 0) matched += 1;
    }
    // The searches found something more often than not: the comparison is not of empty pages.
    expect(matched).toBeGreaterThan(60);
  });

  it('keeps the exact counts it found, so the same search asked again reads only its page', async () => {
    const counts = createCountCache();
    const query = jobSearchQuerySchema.parse({ keyword: 'engineer', category: 'backend' });
    expect(knownCounts(counts, query)).toBeUndefined();
    const first = await searchJobs({
      db: t.database.db,
      query,
      now: NOW,
      counts,
      load: busy(),
      index: createSearchIndex(),
      timeoutMs: 10_000,
    });
    expect(knownCounts(counts, query)).toMatchObject({ isCapped: false });
    // Another page of it: the counts come from the cache, the page from the database.
    const next = { ...query, page: 2, page_size: 3 };
    const again = await searchJobs({
      db: t.database.db,
      query: next,
      now: NOW,
      counts,
      load: busy(),
      index: createSearchIndex(),
      timeoutMs: 10_000,
    });
    const exact = await searchJobs({ db: t.database.db, query: next, now: NOW, timeoutMs: 10_000 });
    expect(again.facets).toEqual(first.facets);
    expect(again.items.map((job) => job.id)).toEqual(exact.items.map((job) => job.id));
  });

  it('finds a new job once the catalogue is read again, and no longer finds one that expired', async () => {
    const index = createSearchIndex({ ttlMs: 0 });
    const query = jobSearchQuerySchema.parse({ keyword: 'zanzibar' });
    expect((await search(query, index)).total).toBe(0);
    await insertJobs(t.database.db, [
      jobRecord({ title: 'Zanzibar Guide', postedAt: hours(0), expiresAt: hours(-2) }),
    ]);
    // The catalogue is checked in the background: a following search finds the job.
    await expect.poll(async () => (await search(query, index)).total).toBe(1);
    const later = new Date(NOW.getTime() + 3 * 3_600_000);
    const expired = await searchJobs({
      db: t.database.db,
      query,
      now: later,
      load: busy(),
      index,
      timeoutMs: 10_000,
    });
    expect(expired.total).toBe(0);
  });
});
