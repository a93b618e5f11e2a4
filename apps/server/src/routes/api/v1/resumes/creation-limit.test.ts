import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createJobs } from '#test/resume-helpers.ts';
import { FRONTEND_JOB, frontend } from '#test/resume-samples.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const LIMIT = 30;

describe('one hourly limit on every way of making a resume', () => {
  let t: TestApp;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [jobId] = (await createJobs(t.database.db, [{ ...FRONTEND_JOB, sourceId: 'limit-job' }])) as [
      string,
    ];
  });
  afterAll(() => t.close());

  async function newUser() {
    const token = (await signUp(t.app)).access_token;
    const post = (url: string, body?: object, language: 'zh' | 'en' = 'en') =>
      call(t.app, 'POST', url, body, { token, language });
    const first = await post('/api/v1/resumes', { title: 'First', document: frontend });
    const count = async () =>
      (await call(t.app, 'GET', '/api/v1/resumes', undefined, { token })).json().data.items.length;
    return { post, count, id: first.json().data.id as string };
  }

  it('counts copies against the same limit as new resumes, and says when to try again', async () => {
    const user = await newUser();
    for (let made = 1; made < LIMIT; made += 1) {
      const copy = await user.post(`/api/v1/resumes/${user.id}/duplicate`);
      expect(copy.statusCode, copy.body).toBe(201);
    }
    const refused = await user.post(`/api/v1/resumes/${user.id}/duplicate`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, code: 429 });
    expect(refused.json().message).toMatch(/at most 30 resumes an hour/);
    const blank = await user.post('/api/v1/resumes', { title: 'One more' }, 'zh');
    expect(blank.statusCode).toBe(429);
    expect(blank.json().message).toMatch(/每小时最多新建 30 份简历/);
    // A copy, a tailored and a translated version are new resumes too.
    expect(
      (await user.post(`/api/v1/resumes/${user.id}/tailor`, { job_id: jobId })).statusCode,
    ).toBe(429);
    const translated = await user.post(`/api/v1/resumes/${user.id}/translate`, {
      target_language: 'zh',
    });
    expect(translated.statusCode).toBe(429);
  });

  it('lets only one of two requests arriving together take the last slot', async () => {
    const user = await newUser();
    for (let made = 1; made < LIMIT - 1; made += 1)
      expect((await user.post('/api/v1/resumes', { title: `Resume ${made}` })).statusCode).toBe(
        201,
      );
    const answers = await Promise.all([
      user.post(`/api/v1/resumes/${user.id}/duplicate`),
      user.post(`/api/v1/resumes/${user.id}/duplicate`),
      user.post('/api/v1/resumes', { title: 'Imported', document: frontend }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429]);
    expect(await user.count()).toBe(LIMIT);
  });

  it('counts each user apart', async () => {
    const user = await newUser();
    expect((await user.post(`/api/v1/resumes/${user.id}/duplicate`)).statusCode).toBe(201);
  });
});
