import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createJobs } from '#test/resume-helpers.ts';
import { ACCOUNTANT_JOB, frontend, FRONTEND_JOB } from '#test/resume-samples.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';
import { grantCredits } from '#modules/credits/credits-service.ts';

describe('POST /api/v1/resumes/{id}/analysis and the points it costs', () => {
  // Ten minutes before midnight UTC: the daily test crosses it while its access token still holds.
  const clock = createTestClock(new Date('2030-01-01T23:50:00Z'));
  let t: TestApp;
  let frontendJobId: string;
  let accountantJobId: string;

  const newUser = async () => {
    const session = await signUp(t.app);
    const token = session.access_token;
    const { id } = (
      await call(
        t.app,
        'POST',
        '/api/v1/resumes',
        { title: 'Grace', language: 'en', document: frontend },
        { token },
      )
    ).json().data;
    const analyse = (body: object = {}, language: 'zh' | 'en' = 'en') =>
      call(t.app, 'POST', `/api/v1/resumes/${id}/analysis`, body, { token, language });
    const credits = async () =>
      (await call(t.app, 'GET', '/api/v1/account', undefined, { token })).json().data
        .available_credits as number;
    const lastAnalysis = async () =>
      (await call(t.app, 'GET', `/api/v1/resumes/${id}/analysis`, undefined, { token })).json()
        .data;
    return { userId: session.user.id, token, id, analyse, credits, lastAnalysis };
  };

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: clock.now });
    [frontendJobId, accountantJobId] = (await createJobs(t.database.db, [
      { ...FRONTEND_JOB, sourceId: 'frontend-job' },
      { ...ACCOUNTANT_JOB, sourceId: 'accountant-job' },
    ])) as [string, string];
  });
  afterAll(() => t.close());

  it('scores a resume on its own with a breakdown and suggestions in the interface language, and keeps the score', async () => {
    const user = await newUser();
    const res = await user.analyse();
    expect(res.statusCode).toBe(200);
    const analysis = res.json().data;
    expect(analysis.score).toBeGreaterThanOrEqual(0);
    expect(analysis.score).toBeLessThanOrEqual(100);
    expect(analysis.keywords).toBeNull();
    expect(analysis.breakdown.map((item: { check: string }) => item.check)).not.toContain(
      'keywords',
    );
    expect(analysis.breakdown.length).toBeGreaterThanOrEqual(6);
    expect(analysis.suggestions.length).toBeGreaterThan(0);
    expect(analysis.suggestions.map((item: { message: string }) => item.message).join(' ')).toMatch(
      /LinkedIn|GitHub/,
    );
    expect(analysis.available_credits).toBe(2);

    const zh = (await user.analyse({}, 'zh')).json().data;
    expect(zh.suggestions.map((item: { message: string }) => item.message).join('')).toMatch(
      /\p{Script=Han}/u,
    );

    const stored = (
      await call(t.app, 'GET', `/api/v1/resumes/${user.id}`, undefined, { token: user.token })
    ).json().data;
    // The score is kept; the version is not moved, so an open editor keeps saving.
    expect(stored).toMatchObject({ ats_score: analysis.score, version: 1 });
  });

  it('matches clearly more keywords against a job of its own field than against an unrelated one', async () => {
    const user = await newUser();
    const own = (await user.analyse({ job_id: frontendJobId })).json().data;
    const other = (await user.analyse({ job_id: accountantJobId })).json().data;
    const ratio = (keywords: { matched: string[]; missing: string[] }) =>
      keywords.matched.length / (keywords.matched.length + keywords.missing.length);
    const mustHaves = (analysis: { parts: Array<{ part: string; score: number }> }) =>
      analysis.parts.find((item) => item.part === 'mustHave')?.score ?? -1;

    expect(own.keywords.matched).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    expect(own.keywords.missing).toEqual(expect.arrayContaining(['Webpack']));
    expect(other.keywords.matched).not.toContain('React');
    expect(ratio(own.keywords)).toBeGreaterThan(ratio(other.keywords) + 0.4);
    expect(mustHaves(own)).toBeGreaterThan(mustHaves(other) + 40);
    expect(own.score).toBeGreaterThan(other.score + 25);
    // Each requirement says what in the resume meets it, kept with the analysis.
    const react = own.requirements.find((item: { alternatives: Array<{ label: string }> }) =>
      item.alternatives.some((term) => term.label === 'React'),
    );
    expect(react).toMatchObject({ importance: 'must', met: { label: 'React' }, reason: 'found' });
    expect(react.evidence.text.slice(react.evidence.start, react.evidence.end)).toBe('React');
    const stored = await user.lastAnalysis();
    expect(stored.requirements).toEqual(other.requirements);
    expect(stored.parts).toEqual(other.parts);
  });

  it('analyses against a pasted job description', async () => {
    const user = await newUser();
    const res = await user.analyse({
      job_description: 'We need a frontend developer strong in React, TypeScript and Kubernetes.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.keywords.matched).toEqual(
      expect.arrayContaining(['React', 'TypeScript']),
    );
    expect(res.json().data.keywords.missing).toContain('Kubernetes');
  });

  it('costs nothing when it fails: an unknown job, both targets at once, another user’s resume', async () => {
    const user = await newUser();
    const unknown = await user.analyse({ job_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This job does not exist or is no longer listed');
    expect(
      (await user.analyse({ job_id: frontendJobId, job_description: 'React' })).statusCode,
    ).toBe(422);
    expect(await user.credits()).toBe(3);
  });

  it('gives 3 points a day on the free plan, refuses the 4th action saying how to get more, and renews at 00:00 UTC', async () => {
    const user = await newUser();
    expect(await user.credits()).toBe(3);
    const left = [];
    for (let index = 0; index < 3; index += 1)
      left.push((await user.analyse()).json().data.available_credits);
    expect(left).toEqual([2, 1, 0]);

    const refused = await user.analyse();
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(
      /used today's 3 free points.*Pricing page.*inviting friends/,
    );
    const refusedZh = await user.analyse({}, 'zh');
    expect(refusedZh.json().message).toContain('升级会员（定价页）');
    expect(await user.credits()).toBe(0);

    clock.advance(11 * 60 * 1000); // 2030-01-02 00:01 UTC
    expect(await user.credits()).toBe(3);
    expect((await user.analyse()).json().data.available_credits).toBe(2);
  });

  it('spends lasting points once the daily ones are gone', async () => {
    const user = await newUser();
    await grantCredits({
      db: t.database.db,
      userId: user.userId,
      amount: 5,
      reason: 'referral',
      now: clock.now(),
    });
    expect(await user.credits()).toBe(8);
    for (let index = 0; index < 4; index += 1) expect((await user.analyse()).statusCode).toBe(200);
    expect(await user.credits()).toBe(4);
  });

  it('lets only one of several simultaneous actions spend the last point', async () => {
    const user = await newUser();
    await user.analyse();
    await user.analyse();
    const statuses = (await Promise.all([user.analyse(), user.analyse(), user.analyse()])).map(
      (res) => res.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 402, 402]);
    expect(await user.credits()).toBe(0);
  });
});

describe("the daily points renew at midnight of the person's own day", () => {
  // 23:30 in Shanghai, 15:30 UTC.
  const clock = createTestClock(new Date('2030-03-01T15:30:00Z'));
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: clock.now });
  });
  afterAll(() => t.close());

  const spendAll = async (token: string) => {
    const { id } = (
      await call(
        t.app,
        'POST',
        '/api/v1/resumes',
        { title: 'Grace', language: 'en', document: frontend },
        { token },
      )
    ).json().data;
    for (let index = 0; index < 3; index += 1)
      expect(
        (await call(t.app, 'POST', `/api/v1/resumes/${id}/analysis`, {}, { token })).statusCode,
      ).toBe(200);
  };
  const signIn = async (user: { user: { email: string }; password: string }) =>
    (
      await call(t.app, 'POST', '/api/v1/auth/login', {
        email: user.user.email,
        password: user.password,
      })
    ).json().data.access_token as string;
  const account = async (token: string) =>
    (await call(t.app, 'GET', '/api/v1/account', undefined, { token })).json().data as {
      daily_credits: number;
      daily_credits_reset_at: string;
      time_zone: string;
    };

  it("follows the browser's time zone, and the profile's once it names one", async () => {
    const shanghaiUser = await signUp(t.app);
    const utcUser = await signUp(t.app);
    let shanghai = shanghaiUser.access_token;
    let utc = utcUser.access_token;
    const reported = await call(
      t.app,
      'PATCH',
      '/api/v1/account/preferences',
      { browser_time_zone: 'Asia/Shanghai' },
      { token: shanghai },
    );
    expect(reported.json().data).toMatchObject({
      time_zone: 'Asia/Shanghai',
      time_zone_source: 'browser',
    });
    await spendAll(shanghai);
    await spendAll(utc);
    expect(await account(shanghai)).toMatchObject({
      daily_credits: 0,
      time_zone: 'Asia/Shanghai',
      daily_credits_reset_at: '2030-03-01T16:00:00.000Z',
    });
    expect(await account(utc)).toMatchObject({
      daily_credits: 0,
      time_zone: 'UTC',
      daily_credits_reset_at: '2030-03-02T00:00:00.000Z',
    });

    clock.advance(31 * 60 * 1000); // 00:01 in Shanghai, 16:01 UTC
    // Access tokens last 15 minutes of the clock.
    shanghai = await signIn(shanghaiUser);
    utc = await signIn(utcUser);
    expect((await account(shanghai)).daily_credits).toBe(3);
    expect((await account(utc)).daily_credits).toBe(0);

    // The zone stated on the profile wins over the browser's.
    const view = (
      await call(t.app, 'GET', '/api/v1/profile', undefined, { token: shanghai })
    ).json().data;
    await call(
      t.app,
      'PUT',
      '/api/v1/profile',
      {
        profile: {
          ...view.profile,
          contact: { ...view.profile.contact, timeZone: 'America/New_York' },
        },
        version: view.version,
      },
      { token: shanghai },
    );
    expect(await account(shanghai)).toMatchObject({
      time_zone: 'America/New_York',
      daily_credits_reset_at: '2030-03-02T05:00:00.000Z',
    });
  });
});
