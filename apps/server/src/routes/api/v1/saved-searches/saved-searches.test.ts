import type { SavedSearch } from '@yonder/contract/saved-searches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';

const BASE = '/api/v1/saved-searches';
const clock = createTestClock(new Date('2030-03-01T08:00:00Z'));
// Seconds, not hours: the access tokens of the test users live 15 minutes on this clock too.
const secondsLater = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

describe('saved searches: save, list with new counts, rename, alerts, open, delete', () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  const as =
    (token: string, language: 'zh' | 'en' = 'en') =>
    (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      call(t.app, method, url, payload, { token, language });
  const remove = (id: string, token: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${id}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
  const list = async (token: string) =>
    (await as(token)('GET', BASE)).json().data.items as SavedSearch[];

  beforeAll(async () => {
    t = await createTestApp({ SAVED_SEARCH_ALERTS_CRON: '0 0 1 1 *' }, undefined, {
      now: clock.now,
    });
    owner = (await signUp(t.app)).access_token;
    other = (await signUp(t.app)).access_token;
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', BASE)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', BASE, { name: 'x', kind: 'search' })).statusCode).toBe(401);
  });

  it('saves a search with its filters and counts the jobs posted since it was opened', async () => {
    const created = await as(owner)('POST', BASE, {
      name: '  Rust, remote  ',
      kind: 'search',
      query: {
        keyword: 'rustacean',
        remote_type: 'fullRemote',
        salary_min: 100_000,
        salary_max: 149_999,
      },
      frequency: 'daily',
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json().data as SavedSearch;
    expect(saved).toMatchObject({
      name: 'Rust, remote',
      kind: 'search',
      frequency: 'daily',
      language: 'en',
      new_count: 0,
      query: {
        keyword: 'rustacean',
        remote_type: 'fullRemote',
        salary_min: 100_000,
        salary_max: 149_999,
      },
    });

    const usd = { min: 120_000, max: 140_000, currency: 'USD', period: 'year' as const };
    await insertJobs(t.database.db, [
      jobRecord({ title: 'Rustacean Engineer', salary: usd, postedAt: secondsLater(10) }),
      jobRecord({ title: 'Senior Rustacean', salary: usd, postedAt: secondsLater(20) }),
      // Each misses one condition: posted before, another remote type, another salary, expired.
      jobRecord({ title: 'Rustacean Before', salary: usd, postedAt: secondsLater(-10) }),
      jobRecord({
        title: 'Rustacean Hybrid',
        salary: usd,
        remoteType: 'hybrid',
        postedAt: secondsLater(5),
      }),
      jobRecord({
        title: 'Rustacean Cheap',
        salary: { ...usd, min: 20_000, max: 30_000 },
        postedAt: secondsLater(5),
      }),
      jobRecord({
        title: 'Rustacean Gone',
        salary: usd,
        postedAt: secondsLater(5),
        expiresAt: secondsLater(-1),
      }),
    ]);
    clock.advance(60_000);

    const [listed] = await list(owner);
    expect(listed).toMatchObject({ id: saved.id, new_count: 2 });

    const opened = await as(owner)('POST', `${BASE}/${saved.id}/open`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ new_count: 0, query: { keyword: 'rustacean' } });
    expect((await list(owner))[0]?.new_count).toBe(0);
  });

  it('counts new jobs only up to 100, so a busy search stays cheap', async () => {
    const created = await as(owner)('POST', BASE, {
      name: 'Everything in sales',
      kind: 'search',
      query: { category: 'sales' },
    });
    const { id } = created.json().data as SavedSearch;
    await insertJobs(
      t.database.db,
      Array.from({ length: 105 }, (_, index) =>
        jobRecord({ category: 'sales', postedAt: secondsLater(1 + index / 2) }),
      ),
    );
    clock.advance(3 * 60_000);
    expect((await list(owner)).find((item) => item.id === id)?.new_count).toBe(100);
    await remove(id, owner);
  });

  it('renames, changes the frequency and keeps "my recommendations" searches too', async () => {
    const [first] = await list(owner);
    const renamed = await as(owner)('PATCH', `${BASE}/${first?.id}`, {
      name: 'Rust jobs',
      frequency: 'weekly',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Rust jobs', frequency: 'weekly' });

    const matches = await as(owner, 'zh')('POST', BASE, { name: '我的推荐', kind: 'matches' });
    expect(matches.statusCode).toBe(201);
    expect(matches.json().data).toMatchObject({
      kind: 'matches',
      language: 'zh',
      frequency: 'off',
    });
    expect((await list(owner)).map((item) => item.name)).toEqual(['我的推荐', 'Rust jobs']);
  });

  it("answers 404 for another user's saved search, whatever is asked", async () => {
    const [mine] = await list(owner);
    const id = mine?.id ?? '';
    expect((await as(other)('POST', `${BASE}/${id}/open`)).statusCode).toBe(404);
    expect((await as(other)('PATCH', `${BASE}/${id}`, { name: 'Mine now' })).statusCode).toBe(404);
    const deleted = await remove(id, other);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toBe('This saved search does not exist');
    expect(await list(other)).toEqual([]);
    expect((await list(owner)).map((item) => item.id)).toContain(id);
  });

  it('names each bad field in the language of the request', async () => {
    const body = {
      name: '   ',
      kind: 'favourites',
      frequency: 'hourly',
      query: { salary_min: 90_000, salary_max: 10_000 },
    };
    const english = await as(owner, 'en')('POST', BASE, body);
    const chinese = await as(owner, 'zh')('POST', BASE, body);
    for (const answer of [english, chinese]) {
      expect(answer.statusCode).toBe(422);
      const fields = answer.json().errors.map((error: { field: string }) => error.field);
      expect(fields).toEqual(
        expect.arrayContaining(['name', 'kind', 'frequency', 'query.salary_max']),
      );
    }
    expect(english.json().message).toBe('Some fields are invalid');
    expect(chinese.json().message).toBe('请求参数有误');
    const nameError = (answer: typeof english) =>
      answer.json().errors.find((error: { field: string }) => error.field === 'name').message;
    expect(nameError(english)).not.toBe(nameError(chinese));
    expect(nameError(chinese)).toMatch(/[\u4e00-\u9fff]/);

    const tooLong = await as(owner)('PATCH', `${BASE}/${(await list(owner))[0]?.id}`, {
      name: 'x'.repeat(81),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors[0].field).toBe('name');
    expect((await as(owner)('PATCH', `${BASE}/not-a-uuid`, { name: 'x' })).statusCode).toBe(422);
  });

  it('keeps at most 20 saved searches per user and says so', async () => {
    const kept = (await list(owner)).length;
    for (let index = kept; index < 20; index += 1) {
      const res = await as(owner)('POST', BASE, { name: `Search ${index}`, kind: 'search' });
      expect(res.statusCode).toBe(201);
    }
    const refused = await as(owner, 'zh')('POST', BASE, { name: 'One more', kind: 'search' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('最多保存 20 个搜索，请先删除不需要的');

    const [newest] = await list(owner);
    expect((await remove(newest?.id ?? '', owner)).statusCode).toBe(200);
    expect(await list(owner)).toHaveLength(19);
    expect((await as(owner)('POST', BASE, { name: 'One more', kind: 'search' })).statusCode).toBe(
      201,
    );
  });
});
