import type { JobSearchResult } from '@yonder/contract/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';
import { refreshJobStatistics } from '#modules/jobs/jobs-repository.ts';

const JOBS = 240;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 3_600_000);

/**
 * Every job's description says "kubernetes", and the titles of the 24 oldest say it too: dense
 * enough for the planner to walk the date index, so the newest pages are walked, while a walk for
 * the title matches finds none among the newest jobs and gives up. One description in three also
 * says "terraform", too few matches for any walk.
 */
const CATALOGUE = Array.from({ length: JOBS }, (_, n) =>
  jobRecord({
    title: n < 24 ? `Kubernetes Engineer ${n}` : `Platform Engineer ${n}`,
    description: `<p>Run kubernetes clusters${n % 3 === 0 ? ' with terraform' : ''}.</p>`,
    category: n % 2 ? 'devops' : 'backend',
    postedAt: day(n),
  }),
);
const newestFirst = (jobs: typeof CATALOGUE) =>
  jobs.toSorted((a, b) => b.postedAt.getTime() - a.postedAt.getTime()).map((job) => job.title);

describe('keyword pages, however their matches are found', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.now = () => day(JOBS + 1);
    await insertJobs(t.database.db, CATALOGUE);
    // The statistics make the planner expect dense matches: the pages walk a date index.
    await refreshJobStatistics(t.database.db);
  });

  afterAll(async () => {
    await t.close();
  });

  async function allPages(query: string, pageSize: number, pages = Infinity): Promise<string[]> {
    const titles: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const response = await call(
        t.app,
        'GET',
        `/api/v1/jobs/getAllJobs?${query}&page_size=${pageSize}&page=${page}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { items } = response.json().data as JobSearchResult;
      titles.push(...items.map((job) => job.title));
      if (items.length < pageSize) break;
    }
    return titles;
  }

  it('lists every match once, newest first, walking or through the text index', async () => {
    const matches = newestFirst(CATALOGUE);
    // One job a page: the first pages are walked, the later ones read through the text index.
    expect(await allPages('keyword=kubernetes&sort=newest', 1, 4)).toEqual(matches.slice(0, 4));
    expect(await allPages('keyword=kubernetes&sort=newest', 7)).toEqual(matches);
    const terraform = newestFirst(CATALOGUE.filter((_, n) => n % 3 === 0));
    expect(await allPages('keyword=terraform&sort=newest', 7)).toEqual(terraform);
    const devops = newestFirst(CATALOGUE.filter((job) => job.category === 'devops'));
    expect(await allPages('keyword=kubernetes&category=devops&sort=newest', 9)).toEqual(devops);
  });

  it('lists title matches first and then the others, each once', async () => {
    const inTitle = newestFirst(CATALOGUE.slice(0, 24));
    const rest = newestFirst(CATALOGUE.slice(24));
    expect(await allPages('keyword=kubernetes', 1, 2)).toEqual(inTitle.slice(0, 2));
    expect(await allPages('keyword=kubernetes', 11)).toEqual([...inTitle, ...rest]);
  });
});
