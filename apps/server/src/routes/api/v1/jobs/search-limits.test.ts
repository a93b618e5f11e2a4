import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/auth-helpers.ts';
import { queryRows } from '#db/query-rows.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { countFacetCells } from '#modules/jobs/facets-repository.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';
import { searchConditions } from '#modules/jobs/search-query.ts';
import { withSearchTimeout } from '#modules/jobs/search-limits.ts';

const SEARCH = '/api/v1/jobs/getAllJobs';

describe('job search limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      SEARCH_RATE_LIMIT_PER_MINUTE: '3',
      // Long enough for any honest search on a busy machine; the lock below outlasts it.
      SEARCH_STATEMENT_TIMEOUT_MS: '1500',
    });
    await insertJobs(
      t.database.db,
      Array.from({ length: 6 }, (_, n) =>
        jobRecord({
          title: `Platform Engineer ${n}`,
          category: n % 2 ? 'backend' : 'devops',
          remoteType: n % 3 ? 'fullRemote' : 'hybrid',
        }),
      ),
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('limits searches and job pages per address, with Retry-After, in both languages', async () => {
    const ip = '203.0.113.7';
    const get = (url: string, language: 'en' | 'zh' = 'en') =>
      call(t.app, 'GET', url, undefined, { ip, language });
    expect((await get(SEARCH)).statusCode).toBe(200);
    expect((await get(`${SEARCH}?keyword=engineer`)).statusCode).toBe(200);
    expect((await get(`${SEARCH}?page=2`)).statusCode).toBe(200);
    const limited = await get(SEARCH);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 429,
      message: expect.stringMatching(/Too many requests/),
    });
    expect((await get(SEARCH, 'zh')).json().message).toMatch(/请求过于频繁/);
    // Another address has its own budget.
    expect((await call(t.app, 'GET', SEARCH)).statusCode).toBe(200);

    const detail = `/api/v1/jobs/getJobById/00000000-0000-4000-8000-000000000000`;
    for (let n = 0; n < 3; n += 1) expect((await get(detail)).statusCode).toBe(404);
    expect((await get(detail)).statusCode).toBe(429);
  });

  it('says every count is exact when it is', async () => {
    const response = await call(t.app, 'GET', `${SEARCH}?keyword=platform&category=backend`);
    expect(response.json().data).toMatchObject({ total: 3, is_count_capped: false });
  });

  it('answers 503 in both languages past the time limit, and the next search works', async () => {
    // A lock held by another transaction stops every search statement (on PGlite, which is one
    // session, the search waits for the connection instead): both run past the limit. Words not
    // searched before: the search engine must read their matches (a word it knows needs no query).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const locking = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table jobs in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    try {
      const [en, zh] = await Promise.all([
        call(t.app, 'GET', `${SEARCH}?keyword=senior`),
        call(t.app, 'GET', `${SEARCH}?keyword=${encodeURIComponent('工程师')}`, undefined, {
          language: 'zh',
        }),
      ]);
      expect(en.statusCode).toBe(503);
      expect(en.json()).toMatchObject({
        success: false,
        code: 503,
        message: expect.stringMatching(/took too long/),
      });
      expect(zh.statusCode).toBe(503);
      expect(zh.json().message).toMatch(/搜索超时/);
    } finally {
      release();
      await locking;
    }
    const after = await call(t.app, 'GET', `${SEARCH}?keyword=engineer`);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.total).toBe(6);
  });

  it('stops a slow statement and leaves the connection usable', async () => {
    const started = performance.now();
    await expect(
      withSearchTimeout(t.database.db, 100, (tx) => tx.execute(sql`select pg_sleep(1)`)),
    ).rejects.toMatchObject({ statusCode: 503, messageKey: 'searchTimedOut' });
    expect(performance.now() - started).toBeLessThan(900);
    // PGlite cannot stop the statement: the connection is used again once it has finished.
    const [row] = await withSearchTimeout(t.database.db, 5000, (tx) =>
      queryRows<{ timeout: string }>(
        tx,
        sql`select current_setting('statement_timeout') as timeout`,
      ),
    );
    expect(row?.timeout).toBe('5s');
    // Outside a search the setting is gone again.
    const [plain] = await queryRows<{ timeout: string }>(
      t.database.db,
      sql`select current_setting('statement_timeout') as timeout`,
    );
    expect(plain?.timeout).toBe('0');
  });

  it('counts only the first matches when capped', async () => {
    const conditions = searchConditions(
      { page: 1, page_size: 20, keyword: 'platform' },
      new Date(),
    );
    const count = (cap?: number) =>
      withSearchTimeout(t.database.db, 1000, (tx) =>
        countFacetCells(tx, conditions, cap === undefined ? {} : { cap }),
      );
    const sum = (cells: { count: number }[]) =>
      cells.reduce((total, cell) => total + cell.count, 0);
    expect(sum(await count())).toBe(6);
    expect(sum(await count(2))).toBe(3);
    expect(sum(await count(10))).toBe(6);
  });
});
