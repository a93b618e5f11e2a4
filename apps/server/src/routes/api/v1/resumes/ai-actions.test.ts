import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { lastUserJson, startFakeAi, type FakeAi } from '#test/fake-ai-server.ts';
import { createJobs } from '#test/resume-helpers.ts';
import { frontend, FRONTEND_JOB, zh } from '#test/resume-samples.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** A signed-in user with one English and one Chinese resume. */
async function newUser(t: TestApp) {
  const token = (await signUp(t.app)).access_token;
  const create = async (payload: object) =>
    (await call(t.app, 'POST', '/api/v1/resumes', payload, { token })).json().data.id as string;
  const enId = await create({ title: 'Grace', language: 'en', document: frontend });
  const zhId = await create({ title: '林小雨的简历', language: 'zh', document: zh });
  return {
    enId,
    zhId,
    post: (url: string, body: object, language: 'zh' | 'en' = 'en') =>
      call(t.app, 'POST', url, body, { token, language }),
    get: async (url: string) => (await call(t.app, 'GET', url, undefined, { token })).json().data,
    credits: async () =>
      (await call(t.app, 'GET', '/api/v1/account', undefined, { token })).json().data
        .available_credits,
  };
}

describe('tailoring and translation without an AI provider', () => {
  let t: TestApp;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [jobId] = (await createJobs(t.database.db, [{ ...FRONTEND_JOB, sourceId: 'tailor-job' }])) as [
      string,
    ];
  });
  afterAll(() => t.close());

  it('makes a copy with proposed changes, relevant skills first, missing requirements listed, no rewrites', async () => {
    const user = await newUser(t);
    const res = await user.post(`/api/v1/resumes/${user.enId}/tailor`, { job_id: jobId });
    expect(res.statusCode).toBe(201);
    const result = res.json().data;
    expect(result).toMatchObject({ ai_used: false, available_credits: 2 });
    expect(
      result.proposal.changes.some((change: { kind: string }) => change.kind === 'rewrite'),
    ).toBe(false);
    expect(result.missing_keywords).toEqual(expect.arrayContaining(['Webpack']));
    expect(result.missing_keywords).not.toContain('React');

    const copy = await user.get(`/api/v1/resumes/${result.id}`);
    expect(copy).toMatchObject({
      origin: 'tailored',
      parent_id: user.enId,
      target_job_id: jobId,
      title: 'Grace · Senior Frontend Engineer',
      version: 1,
    });
    expect(copy.document).toEqual((await user.get(`/api/v1/resumes/${user.enId}`)).document);
    expect((await user.get('/api/v1/resumes')).items).toHaveLength(3);
  });

  it('answers 404 for an unknown job and takes no point', async () => {
    const user = await newUser(t);
    const res = await user.post(`/api/v1/resumes/${user.enId}/tailor`, {
      job_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(await user.credits()).toBe(3);
  });

  it('says translation needs an AI provider, in both languages, and takes no point', async () => {
    const user = await newUser(t);
    const res = await user.post(`/api/v1/resumes/${user.zhId}/translate`, {
      target_language: 'en',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Translation needs an AI provider configured by the operator, and this server has none; no point was used',
    );
    const zhRes = await user.post(
      `/api/v1/resumes/${user.zhId}/translate`,
      { target_language: 'en' },
      'zh',
    );
    expect(zhRes.json().message).toContain('翻译需要运营方配置 AI 服务');
    expect(await user.credits()).toBe(3);
    expect((await user.get('/api/v1/resumes')).items).toHaveLength(2);
  });
});

describe('tailoring and translation through an OpenAI-compatible provider', () => {
  let t: TestApp;
  let ai: FakeAi;
  let jobId: string;

  beforeAll(async () => {
    ai = await startFakeAi();
    t = await createTestApp({
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'sk-yonder-test',
      AI_MODEL: 'yonder-test-model',
      AI_TIMEOUT_MS: '1000',
      AI_MAX_RETRIES: '1',
    });
    [jobId] = (await createJobs(t.database.db, [{ ...FRONTEND_JOB, sourceId: 'ai-job' }])) as [
      string,
    ];
  });
  beforeEach(() => ai.reset());
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  /** Rewrites every bullet: leads with "Led", and invents a figure in the one about design systems. */
  const rewriter = () =>
    ai.respond((request) => {
      const { bullets } = lastUserJson(request) as {
        bullets: Array<{ path: string; text: string }>;
      };
      return {
        content: JSON.stringify({
          bullets: bullets.map(({ path, text }) => ({
            path,
            text: text.includes('design system')
              ? 'Led a React and TypeScript design system used by 12 teams, lifting revenue by 300%'
              : `Led: ${text}`,
          })),
        }),
      };
    });

  it('proposes bullets rewritten towards the job, flags the claim the original does not support and writes none of them', async () => {
    const user = await newUser(t);
    rewriter();
    const res = await user.post(`/api/v1/resumes/${user.enId}/tailor`, { job_id: jobId });
    expect(res.statusCode).toBe(201);
    const result = res.json().data;
    expect(result.ai_used).toBe(true);
    const rewrites = result.proposal.changes.filter(
      (change: { kind: string }) => change.kind === 'rewrite',
    );
    expect(rewrites).toHaveLength(4);
    const invented = rewrites.find((change: { after: string }) => change.after.includes('300%'));
    expect(invented).toMatchObject({
      before: 'Built a React and TypeScript design system used by 12 teams',
      unsupported: ['300%'],
      status: 'pending',
    });
    const honest = rewrites.find((change: { after: string }) =>
      change.after.startsWith('Led: Cut page'),
    );
    expect(honest.unsupported).toEqual([]);
    expect(honest.path).toMatch(/^work\.0\.highlights\.\d$/);

    const copy = await user.get(`/api/v1/resumes/${result.id}`);
    expect(JSON.stringify(copy.document)).not.toContain('300%');
    expect(JSON.stringify(copy.document)).not.toContain('Led:');

    const [request] = ai.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-yonder-test');
    expect(request?.body.model).toBe('yonder-test-model');
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
    expect(lastUserJson(request!)).toMatchObject({
      job: { title: 'Senior Frontend Engineer', skills: expect.arrayContaining(['React']) },
      missing_keywords: expect.arrayContaining(['Webpack']),
    });
    expect(JSON.stringify(lastUserJson(request!))).not.toContain('<strong>');
  });

  it('retries a provider error (500, then 200) and succeeds', async () => {
    const user = await newUser(t);
    ai.queue({ status: 500, body: '{"error":{"message":"upstream overloaded"}}' });
    rewriter();
    const res = await user.post(`/api/v1/resumes/${user.enId}/tailor`, { job_id: jobId });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.ai_used).toBe(true);
    expect(ai.requests).toHaveLength(2);
  });

  it('costs nothing and stores nothing when the provider is down', async () => {
    const user = await newUser(t);
    ai.respond(() => ({ status: 503, body: '{"error":"down"}' }));
    const res = await user.post(`/api/v1/resumes/${user.enId}/tailor`, { job_id: jobId });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The AI provider is unavailable right now, please try again later; no point was used',
    );
    expect(ai.requests).toHaveLength(2);
    expect(await user.credits()).toBe(3);
    expect((await user.get('/api/v1/resumes')).items).toHaveLength(2);
  });

  it('translates a Chinese resume into an English copy, keeping dates and contact details', async () => {
    const user = await newUser(t);
    const dictionary: Record<string, string> = {
      林小雨: 'Xiaoyu Lin',
      字节跳动: 'ByteDance',
      高级前端工程师: 'Senior Frontend Engineer',
      工作经历: 'Work experience',
    };
    ai.respond((request) => {
      const { texts } = lastUserJson(request) as { texts: Record<string, string> };
      const translated = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, dictionary[text] ?? `EN ${text}`]),
      );
      return { content: JSON.stringify({ texts: translated }) };
    });
    const res = await user.post(`/api/v1/resumes/${user.zhId}/translate`, {
      target_language: 'en',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ available_credits: 2, held_back: 0 });
    const copy = await user.get(`/api/v1/resumes/${res.json().data.id}`);
    expect(copy).toMatchObject({
      origin: 'translation',
      language: 'en',
      parent_id: user.zhId,
      title: '林小雨的简历 (English)',
    });
    expect(copy.document.basics).toMatchObject({
      name: 'Xiaoyu Lin',
      label: 'Senior Frontend Engineer',
      email: 'lin.xiaoyu@example.com',
      url: 'https://lin.dev',
    });
    expect(copy.document.work[0]).toMatchObject({
      name: 'ByteDance',
      startDate: '2020-03',
      endDate: '',
    });
    const sent = lastUserJson(ai.requests[0]!) as { texts: Record<string, string> };
    expect(Object.values(sent.texts)).not.toContain('lin.xiaoyu@example.com');
    expect(ai.requests[0]?.body.messages[0]?.content).toContain(
      'from Simplified Chinese to English',
    );
  });

  it('gives up after the time limit with a clear message and takes no point', async () => {
    const user = await newUser(t);
    ai.respond(() => ({ delayMs: 2500, content: '{"texts":{}}' }));
    const res = await user.post(`/api/v1/resumes/${user.zhId}/translate`, {
      target_language: 'en',
    });
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toBe(
      'The AI provider took too long to answer, please try again later; no point was used',
    );
    expect(await user.credits()).toBe(3);
  });

  it('refuses to translate a resume into its own language', async () => {
    const user = await newUser(t);
    const res = await user.post(`/api/v1/resumes/${user.enId}/translate`, {
      target_language: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(ai.requests).toHaveLength(0);
  });
});
