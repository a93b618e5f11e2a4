import { readDocx } from '@yonder/career-ai/resume-parser/docx';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { startFakeAi, type FakeAi } from '#test/fake-ai-server.ts';
import { createJobs } from '#test/resume-helpers.ts';
import { FRONTEND_JOB, frontend, zh } from '#test/resume-samples.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, '');
}

async function docxText(bytes: Buffer): Promise<string> {
  const { lines } = await readDocx(new Uint8Array(bytes));
  return lines
    .map((line) => line.text)
    .join('')
    .replace(/\s+/g, '');
}

type StreamEvent = { event: string; data: Record<string, unknown> };

/** The server-sent events of a response body. */
const eventsOf = (body: string): StreamEvent[] =>
  body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) };
    });

async function newUser(t: TestApp) {
  const token = (await signUp(t.app)).access_token;
  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    body?: object,
    language: 'zh' | 'en' = 'en',
  ) => call(t.app, method, url, body, { token, language });
  const resumeId = (
    await request('POST', '/api/v1/resumes', { title: 'Grace', language: 'en', document: frontend })
  ).json().data.id as string;
  const zhResumeId = (
    await request('POST', '/api/v1/resumes', { title: '林小雨', language: 'zh', document: zh })
  ).json().data.id as string;
  return {
    token,
    resumeId,
    zhResumeId,
    request,
    remove: (url: string) =>
      t.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } }),
    get: (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
    credits: async () =>
      (await request('GET', '/api/v1/account')).json().data.available_credits as number,
  };
}

const PASTED =
  'We are hiring a frontend engineer to build our React and TypeScript web app, with Jest tests and accessibility in mind.';

describe('cover letters: saving, owner-only access, offline letters and exports', () => {
  let t: TestApp;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [jobId] = (await createJobs(t.database.db, [
      { ...FRONTEND_JOB, sourceId: 'letter-job', company: { name: 'Northwind Labs' } },
    ])) as [string];
  });
  afterAll(() => t.close());

  it('saves, lists, edits with versions, copies and deletes a letter', async () => {
    const user = await newUser(t);
    const created = await user.request('POST', '/api/v1/cover-letters', {
      company: 'Acme',
      job_title: 'Data Analyst',
      language: 'en',
      tone: 'friendly',
      body: 'Hello Acme team,\n\nI would like to apply.',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const list = (await user.request('GET', '/api/v1/cover-letters')).json().data.items;
    expect(list).toEqual([
      expect.objectContaining({ id, company: 'Acme', job_title: 'Data Analyst', tone: 'friendly' }),
    ]);

    const saved = await user.request('PUT', `/api/v1/cover-letters/${id}`, {
      version: 1,
      body: 'Hello Acme team,\n\nI would love to apply.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2, body: expect.stringContaining('love') });
    const stale = await user.request('PUT', `/api/v1/cover-letters/${id}`, {
      version: 1,
      body: 'Overwrite',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('version 2');

    const copy = await user.request('POST', `/api/v1/cover-letters/${id}/duplicate`, {});
    expect(copy.statusCode).toBe(201);
    expect((await user.request('GET', '/api/v1/cover-letters')).json().data.items).toHaveLength(2);
    expect((await user.remove(`/api/v1/cover-letters/${id}`)).statusCode).toBe(200);
    expect((await user.get(`/api/v1/cover-letters/${id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's letter and resume, and changes nothing", async () => {
    const owner = await newUser(t);
    const other = await newUser(t);
    const id = (
      await owner.request('POST', '/api/v1/cover-letters', { language: 'zh', body: '您好' })
    ).json().data.id as string;
    expect((await other.get(`/api/v1/cover-letters/${id}`)).statusCode).toBe(404);
    expect(
      (await other.request('PUT', `/api/v1/cover-letters/${id}`, { version: 1, body: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await other.get(`/api/v1/cover-letters/${id}/export?format=pdf`)).statusCode).toBe(404);
    expect((await other.remove(`/api/v1/cover-letters/${id}`)).statusCode).toBe(404);
    expect(
      (await other.request('POST', `/api/v1/cover-letters/${id}/duplicate`, {})).statusCode,
    ).toBe(404);
    const draft = await other.request('POST', '/api/v1/cover-letters/draft', {
      resume_id: owner.resumeId,
      job: { job_id: jobId },
      language: 'en',
    });
    expect(draft.statusCode).toBe(404);
    expect((await owner.get(`/api/v1/cover-letters/${id}`)).json().data.body).toBe('您好');
    expect((await other.get('/api/v1/cover-letters')).json().data.items).toEqual([]);
  });

  it('refuses bad input field by field, in the caller language', async () => {
    const user = await newUser(t);
    const res = await user.request(
      'POST',
      '/api/v1/cover-letters',
      { language: 'fr', body: '', tone: 'rude' },
      'zh',
    );
    expect(res.statusCode).toBe(422);
    const fields = (res.json().errors as Array<{ field: string }>).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['language', 'body', 'tone']));
  });

  it('writes the offline letter from the resume for a catalogue job, in either language', async () => {
    const user = await newUser(t);
    const en = await user.request(
      'POST',
      '/api/v1/cover-letters/draft',
      { resume_id: user.resumeId, job: { job_id: jobId }, language: 'en', tone: 'formal' },
      'zh',
    );
    expect(en.statusCode).toBe(200);
    const draft = en.json().data;
    expect(draft).toMatchObject({
      company: 'Northwind Labs',
      job_title: 'Senior Frontend Engineer',
    });
    expect(draft.facts.matched_skills).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    expect(draft.body).toContain('Northwind Labs');
    expect(draft.body).not.toMatch(/\p{Script=Han}/u);
    expect(draft.body).not.toContain('GraphQL');

    const zhDraft = await user.request('POST', '/api/v1/cover-letters/draft', {
      resume_id: user.zhResumeId,
      job: { description: PASTED, company: '远方科技' },
      language: 'zh',
    });
    expect(zhDraft.statusCode).toBe(200);
    expect(zhDraft.json().data.body).toContain('远方科技');
    expect(zhDraft.json().data.body).toContain('【职位名称】');
    expect(await user.credits()).toBe(3);
  });

  it('exports PDF and DOCX whose text reads back, Chinese and English', async () => {
    const user = await newUser(t);
    for (const [language, body] of [
      ['zh', '尊敬的远方科技招聘负责人：\n\n我写信应聘高级前端工程师一职。\n\n此致\n敬礼\n林小雨'],
      [
        'en',
        'Dear Hiring Manager,\n\nI am applying for the Frontend Engineer role.\n\nRegards,\nGrace',
      ],
    ] as const) {
      const id = (
        await user.request('POST', '/api/v1/cover-letters', {
          language,
          body,
          company: language === 'zh' ? '远方科技' : 'Acme',
        })
      ).json().data.id as string;
      const pdf = await user.get(`/api/v1/cover-letters/${id}/export?format=pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const squeezed = body.replace(/\s+/g, '');
      expect(await pdfText(pdf.rawPayload)).toContain(squeezed);
      const docx = await user.get(`/api/v1/cover-letters/${id}/export?format=docx`);
      expect(docx.statusCode).toBe(200);
      expect(docx.headers['content-disposition']).toMatch(/\.docx/);
      expect(await docxText(docx.rawPayload)).toContain(squeezed);
    }
  });

  it('says the operator has configured no AI provider, and takes no point', async () => {
    const user = await newUser(t);
    const res = await user.request('POST', '/api/v1/cover-letters/generate', {
      resume_id: user.resumeId,
      job: { job_id: jobId },
      language: 'en',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('has not configured an AI provider');
    expect((await user.request('GET', '/api/v1/cover-letters')).json().data.ai_available).toBe(
      false,
    );
    expect(await user.credits()).toBe(3);
  });
});

describe('AI cover letters streamed from an OpenAI-compatible provider', () => {
  let t: TestApp;
  let ai: FakeAi;
  let jobId: string;
  beforeAll(async () => {
    ai = await startFakeAi();
    t = await createTestApp({
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'sk-yonder-test',
      AI_MODEL: 'yonder-test-model',
      AI_TIMEOUT_MS: '2000',
      AI_MAX_RETRIES: '0',
    });
    [jobId] = (await createJobs(t.database.db, [
      { ...FRONTEND_JOB, sourceId: 'ai-letter-job', company: { name: 'Northwind Labs' } },
    ])) as [string];
  });
  beforeEach(() => ai.reset());
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  const HONEST = [
    'Dear Northwind Labs team,',
    '',
    'I am applying for the Senior Frontend Engineer role.',
    'I build web apps with React and TypeScript.',
    '',
    'Best regards,',
    'Grace',
  ].join('\n');
  const INVENTED = `${HONEST}\nI also led a team of 37 engineers at Globex using Kubernetes.`;

  const generate = (user: Awaited<ReturnType<typeof newUser>>, language: 'zh' | 'en' = 'en') =>
    user.request(
      'POST',
      '/api/v1/cover-letters/generate',
      { resume_id: user.resumeId, job: { job_id: jobId }, language: 'en', tone: 'friendly' },
      language,
    );

  it('streams the letter, stores it and takes 1 point in the same step', async () => {
    const user = await newUser(t);
    ai.queue({ content: HONEST });
    const res = await generate(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(res.body);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((event) => event.data.text).join('')).toBe(HONEST);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ available_credits: 2 });
    const letter = done.data.letter as { id: string; flags: unknown[]; body: string };
    expect(letter).toMatchObject({ ai_used: true, flags: [], company: 'Northwind Labs' });
    expect(letter.body).toBe(HONEST);
    expect(await user.credits()).toBe(2);
    expect((await user.request('GET', '/api/v1/cover-letters')).json().data).toMatchObject({
      ai_available: true,
      items: [expect.objectContaining({ id: letter.id, ai_used: true })],
    });
    // The request asked for a stream and carried the resume and job.
    const sent = ai.requests[0]!.body;
    expect(sent.stream).toBe(true);
    expect(sent.messages.at(-1)!.content).toContain('Senior Frontend Engineer');
    expect(sent.messages[0]!.content).toContain('friendly');
  });

  it('flags invented claims, refuses export until they are fixed, then exports', async () => {
    const user = await newUser(t);
    ai.queue({ content: INVENTED });
    const done = eventsOf((await generate(user)).body).at(-1)!;
    const letter = done.data.letter as { id: string; flags: Array<{ claims: string[] }> };
    expect(letter.flags).toHaveLength(1);
    expect(letter.flags[0]!.claims).toEqual(expect.arrayContaining(['37', 'Globex', 'Kubernetes']));
    const refused = await user.get(`/api/v1/cover-letters/${letter.id}/export?format=pdf`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1 处简历无法证实的内容');

    const fixed = await user.request('PUT', `/api/v1/cover-letters/${letter.id}`, {
      version: 1,
      body: HONEST,
    });
    expect(fixed.json().data.flags).toEqual([]);
    const pdf = await user.get(`/api/v1/cover-letters/${letter.id}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('IbuildwebappswithReactandTypeScript.');
  });

  it('keeps the partial text of a stream that breaks halfway, stores nothing and takes no point', async () => {
    const user = await newUser(t);
    ai.queue({ content: HONEST, breakAfter: 4 });
    const res = await generate(user, 'zh');
    const events = eventsOf(res.body);
    const error = events.at(-1)!;
    expect(error.event).toBe('error');
    const written = events
      .filter((event) => event.event === 'delta')
      .map((event) => event.data.text)
      .join('');
    expect(written.length).toBeGreaterThan(0);
    expect(error.data).toMatchObject({ code: 'letterStreamBroken', partial: written });
    expect(error.data.message).toContain('未扣除点数');
    expect(await user.credits()).toBe(3);
    expect((await user.request('GET', '/api/v1/cover-letters')).json().data.items).toEqual([]);
  });

  it('refunds nothing it did not take: a provider error before any text costs nothing', async () => {
    const user = await newUser(t);
    ai.queue({ status: 500, body: '{"error":"down"}' });
    const events = eventsOf((await generate(user)).body);
    expect(events).toEqual([
      { event: 'error', data: expect.objectContaining({ code: 'aiUnavailable', partial: '' }) },
    ]);
    expect(await user.credits()).toBe(3);
  });

  it('takes the points one by one, then refuses with the spec message and the way to get more', async () => {
    const user = await newUser(t);
    for (let i = 0; i < 3; i += 1) {
      ai.queue({ content: HONEST });
      expect(eventsOf((await generate(user)).body).at(-1)!.event).toBe('done');
    }
    expect(await user.credits()).toBe(0);
    const refused = await generate(user);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toContain('Pricing');
    expect(refused.json().message).toContain('inviting friends');
    expect(ai.requests).toHaveLength(3);
    expect((await user.request('GET', '/api/v1/cover-letters')).json().data.items).toHaveLength(3);
  });
});

describe("a letter is dated the writer's own today", () => {
  // 20:00 UTC on 31 May is already 1 June in Shanghai.
  const clock = createTestClock(new Date('2030-05-31T20:00:00Z'));
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: clock.now });
  });
  afterAll(() => t.close());

  it("in the time zone the writer's browser reported, else UTC", async () => {
    for (const [zone, language, date] of [
      ['Asia/Shanghai', 'zh', '2030年6月1日'],
      [null, 'en', '31May2030'],
    ] as const) {
      const user = await newUser(t);
      if (zone)
        await user.request('PATCH', '/api/v1/account/preferences', { browser_time_zone: zone });
      const id = (
        await user.request('POST', '/api/v1/cover-letters', {
          language,
          body:
            language === 'zh' ? '尊敬的招聘负责人：\n\n您好。' : 'Dear Hiring Manager,\n\nHello.',
        })
      ).json().data.id as string;
      const docx = await user.get(`/api/v1/cover-letters/${id}/export?format=docx`);
      expect(await docxText(docx.rawPayload)).toContain(date);
    }
  });
});
