import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createJobs } from '#test/resume-helpers.ts';
import { frontend, FRONTEND_JOB } from '#test/resume-samples.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';

describe('GET /api/v1/resumes/{id}/analysis: the last analysis, shown again for free', () => {
  const clock = createTestClock(new Date('2030-03-04T10:00:00Z'));
  let t: TestApp;
  let jobId: string;

  const newUser = async () => {
    const { access_token: token } = await signUp(t.app);
    const { id } = (
      await call(
        t.app,
        'POST',
        '/api/v1/resumes',
        { title: 'Grace', language: 'en', document: frontend },
        { token },
      )
    ).json().data;
    const credits = async () =>
      (await call(t.app, 'GET', '/api/v1/account', undefined, { token })).json().data
        .available_credits as number;
    const stored = () => call(t.app, 'GET', `/api/v1/resumes/${id}/analysis`, undefined, { token });
    return { token, id, credits, stored };
  };

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: clock.now });
    [jobId] = (await createJobs(t.database.db, [
      { ...FRONTEND_JOB, sourceId: 'stored-analysis-job' },
    ])) as [string];
  });
  afterAll(() => t.close());

  it('answers null before any analysis, then the stored result with its date and job, without a charge', async () => {
    const user = await newUser();
    const before = await user.stored();
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toBeNull();
    expect(before.headers['cache-control']).toContain('no-store');

    const analysed = (
      await call(
        t.app,
        'POST',
        `/api/v1/resumes/${user.id}/analysis`,
        { job_id: jobId },
        {
          token: user.token,
        },
      )
    ).json().data;
    expect(analysed.available_credits).toBe(2);
    clock.advance(5 * 60 * 1000);

    for (let reading = 0; reading < 3; reading += 1) {
      const again = await user.stored();
      expect(again.statusCode).toBe(200);
      const { available_credits: _credits, ...result } = analysed;
      expect(again.json().data).toEqual(result);
    }
    expect(analysed).toMatchObject({
      analysed_at: '2030-03-04T10:00:00.000Z',
      target: { kind: 'job', job_id: jobId, title: 'Senior Frontend Engineer' },
    });
    expect(analysed.keywords.missing).toContain('Webpack');
    expect(await user.credits()).toBe(2);

    const list = (
      await call(t.app, 'GET', '/api/v1/resumes', undefined, { token: user.token })
    ).json().data.items;
    expect(list[0]).toMatchObject({ id: user.id, ats_score: analysed.score });
    expect(list[0]).not.toHaveProperty('last_analysis');
  });

  it('keeps a pasted description as its first words and replaces the result on a new analysis', async () => {
    const user = await newUser();
    const description = `We need a frontend developer strong in React and TypeScript. ${'Remote work. '.repeat(30)}`;
    await call(
      t.app,
      'POST',
      `/api/v1/resumes/${user.id}/analysis`,
      { job_description: description },
      {
        token: user.token,
      },
    );
    const pasted = (await user.stored()).json().data;
    expect(pasted.target.kind).toBe('description');
    expect(pasted.target.excerpt).toMatch(/^We need a frontend developer strong in React/);
    expect(pasted.target.excerpt.length).toBeLessThanOrEqual(120);

    await call(t.app, 'POST', `/api/v1/resumes/${user.id}/analysis`, {}, { token: user.token });
    const plain = (await user.stored()).json().data;
    expect(plain.target).toBeNull();
    expect(plain.keywords).toBeNull();
    expect(await user.credits()).toBe(1);
  });

  it('never shows one user’s analysis to another', async () => {
    const owner = await newUser();
    await call(t.app, 'POST', `/api/v1/resumes/${owner.id}/analysis`, {}, { token: owner.token });
    const stranger = await newUser();
    const res = await call(t.app, 'GET', `/api/v1/resumes/${owner.id}/analysis`, undefined, {
      token: stranger.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
    expect((await call(t.app, 'GET', `/api/v1/resumes/${owner.id}/analysis`)).statusCode).toBe(401);
  });
});
