import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { lastUserJson, startFakeAi, type FakeAi } from '#test/fake-ai-server.ts';
import { frontend } from '#test/resume-samples.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** A user with one resume in the library. */
async function newUser(t: TestApp) {
  const token = (await signUp(t.app)).access_token;
  const created = await call(
    t.app,
    'POST',
    '/api/v1/resumes',
    { title: 'Grace', language: 'en', document: frontend },
    { token },
  );
  const resumeId = created.json().data.id as string;
  return {
    resumeId,
    suggest: (ai: boolean, language: 'zh' | 'en' = 'en') =>
      call(t.app, 'POST', '/api/v1/profile/suggestions', { resumeId, ai }, { token, language }),
    credits: async () =>
      (await call(t.app, 'GET', '/api/v1/account', undefined, { token })).json().data
        .available_credits,
    profile: async () =>
      (await call(t.app, 'GET', '/api/v1/profile', undefined, { token })).json().data,
  };
}

describe('smart fill (profile suggestions through the AI provider)', () => {
  let t: TestApp;
  let ai: FakeAi;

  beforeAll(async () => {
    ai = await startFakeAi();
    t = await createTestApp({
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'sk-yonder-test',
      AI_MODEL: 'yonder-test-model',
      AI_TIMEOUT_MS: '1000',
      AI_MAX_RETRIES: '1',
    });
  });
  beforeEach(() => ai.reset());
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  it('offers what the model read, made valid, for 1 point, and changes no profile', async () => {
    const user = await newUser(t);
    ai.queue({
      content: JSON.stringify({
        contact: { name: 'Grace Hopper', email: 'not an email', country: 'us' },
        work: [{ company: 'Acme', title: 'Frontend Lead', start: '2020-1', end: '' }],
        skills: [{ name: 'React' }, { name: 'react' }, { name: 'TypeScript' }],
      }),
    });
    const res = await user.suggest(true);
    expect(res.statusCode).toBe(200);
    const suggestions = res.json().data;
    expect(suggestions).toMatchObject({ aiUsed: true, availableCredits: 2 });
    expect(suggestions.sections.contact).toMatchObject({
      name: 'Grace Hopper',
      email: '',
      country: 'US',
    });
    expect(suggestions.sections.work).toEqual([
      expect.objectContaining({ company: 'Acme', title: 'Frontend Lead', start: '2020-01' }),
    ]);
    expect(suggestions.sections.skills.map((skill: { name: string }) => skill.name)).toEqual([
      'React',
      'TypeScript',
    ]);
    // The model was given the resume itself.
    expect(JSON.stringify(lastUserJson(ai.requests[0]!))).toContain(frontend.basics.name);
    expect(await user.credits()).toBe(2);
    expect((await user.profile()).version).toBe(0);
  });

  it('costs nothing when the offline parser reads it, or when the model fails', async () => {
    const user = await newUser(t);
    const free = await user.suggest(false);
    expect(free.json().data.aiUsed).toBe(false);
    expect(ai.requests).toHaveLength(0);

    ai.respond(() => ({ content: 'not json at all' }));
    const failed = await user.suggest(true, 'zh');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(await user.credits()).toBe(3);
  });

  it("never reads another user's resume", async () => {
    const owner = await newUser(t);
    const other = (await signUp(t.app)).access_token;
    const res = await call(
      t.app,
      'POST',
      '/api/v1/profile/suggestions',
      { resumeId: owner.resumeId, ai: true },
      { token: other },
    );
    expect(res.statusCode).toBe(404);
    expect(ai.requests).toHaveLength(0);
  });
});

describe('smart fill without an AI provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says it needs one, in both languages, and takes no point', async () => {
    const user = await newUser(t);
    const en = await user.suggest(true);
    expect(en.statusCode).toBe(503);
    expect(en.json().message).toContain('no point was used');
    const zh = await user.suggest(true, 'zh');
    expect(zh.json().message).toContain('未扣除点数');
    expect(await user.credits()).toBe(3);
  });
});
