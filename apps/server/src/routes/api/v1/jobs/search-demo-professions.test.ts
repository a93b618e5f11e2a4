import type { JobSearchResult } from '@yonder/contract/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { seedDemoJobs } from '#modules/jobs/demo/seed.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

/** Issue 29's targets on the demo catalogue every instance starts with (DEMO_JOBS, 5,000 jobs). */
describe('a profession search on the demo catalogue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.now = () => NOW;
    await seedDemoJobs(t.database.db, { count: 5_000, now: NOW });
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  async function firstPage(keyword: string, language: 'zh' | 'en') {
    const response = await call(
      t.app,
      'GET',
      `/api/v1/jobs/getAllJobs?keyword=${encodeURIComponent(keyword)}&page_size=20`,
      undefined,
      { language },
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: JobSearchResult }).data.items;
  }

  it.each([
    ['accountant', 'en'],
    ['会计', 'zh'],
  ] as const)(
    '"%s" shows finance and accounting jobs in at least 16 of its first 20',
    async (keyword, language) => {
      const items = await firstPage(keyword, language);
      expect(items).toHaveLength(20);
      const finance = items.filter((item) => item.category === 'finance');
      expect(
        finance.length,
        items.map((item) => `${item.category}: ${item.title}`).join('\n'),
      ).toBeGreaterThanOrEqual(16);
    },
  );
});
