import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import {
  INVENTED_BULLET,
  INVENTED_SENTENCE,
  inventingResponder,
  startFakeAi,
  type FakeAi,
} from '#test/fake-ai-server.ts';
import { createJobs } from '#test/resume-helpers.ts';
import { frontend, FRONTEND_JOB, zh } from '#test/resume-samples.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

type Change = {
  id: string;
  kind: string;
  after?: string;
  unsupported: string[];
  status: string;
  confirmed: boolean;
};

/**
 * Tailoring and translation through the app's real AI client, pointed at a local server that
 * speaks the chat-completions protocol and invents one claim in every answer.
 */
describe('with a model that invents a claim, nothing unsupported is stored or exported without confirmation', () => {
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
      { ...FRONTEND_JOB, sourceId: 'proposal-job' },
    ])) as [string];
  });
  beforeEach(() => {
    ai.reset();
    ai.respond(inventingResponder((text) => `EN ${text}`));
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  async function newUser() {
    const token = (await signUp(t.app)).access_token;
    const as = (language: 'zh' | 'en' = 'en') => ({ token, language });
    const post = (url: string, body?: object, language: 'zh' | 'en' = 'en') =>
      call(t.app, 'POST', url, body, as(language));
    const get = async (url: string) => (await call(t.app, 'GET', url, undefined, as())).json().data;
    const id = (
      await post('/api/v1/resumes', { title: 'Grace', language: 'en', document: frontend })
    ).json().data.id as string;
    return {
      token,
      id,
      post,
      get,
      call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
        call(t.app, method, url, body, as()),
    };
  }

  async function tailored() {
    const user = await newUser();
    const res = await user.post(`/api/v1/resumes/${user.id}/tailor`, { job_id: jobId });
    expect(res.statusCode).toBe(201);
    const copyId = res.json().data.id as string;
    const changes = res.json().data.proposal.changes as Change[];
    const invented = changes.find((change) => change.after === INVENTED_BULLET)!;
    return { user, copyId, changes, invented };
  }

  it('the proposal marks the invented claim; the copy holds none of it, and the proposal is there again on the next visit', async () => {
    const { user, copyId, changes, invented } = await tailored();
    expect(invented).toMatchObject({ kind: 'rewrite', status: 'pending', confirmed: false });
    expect(invented.unsupported).toEqual(expect.arrayContaining(['35%', 'Accessibility']));
    expect(changes.filter((change) => change.unsupported.length === 0).length).toBeGreaterThan(0);
    const copy = await user.get(`/api/v1/resumes/${copyId}`);
    expect(JSON.stringify(copy.document)).not.toMatch(/35%|Delivered:/u);
    // Leaving the page and coming back: the same proposal, every change still waiting.
    const again = await user.get(`/api/v1/resumes/${copyId}/proposal`);
    expect(again.changes).toEqual(changes);
    const exported = await user.call('GET', `/api/v1/resumes/${copyId}/json-resume`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('35%');
  });

  it('"accept all supported" never takes the invented claim; accepting it needs an edit without it or a confirmation', async () => {
    const { user, copyId, changes, invented } = await tailored();
    const supported = changes.filter((change) => change.unsupported.length === 0).length;
    const all = await user.post(`/api/v1/resumes/${copyId}/proposal/accept-supported`, {
      version: 1,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ accepted: supported, resume: { version: 2 } });
    expect(JSON.stringify(all.json().data.resume.document)).toContain('Delivered:');
    expect(JSON.stringify(all.json().data.resume.document)).not.toContain('35%');
    expect(
      all.json().data.proposal.changes.filter((change: Change) => change.status === 'pending'),
    ).toEqual(
      changes
        .filter((change) => change.unsupported.length > 0)
        .map((change) => expect.objectContaining({ id: change.id })),
    );

    const url = `/api/v1/resumes/${copyId}/proposal/changes/${invented.id}`;
    const plain = await user.post(url, { decision: 'accept', version: 2 });
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toMatchObject({ reason: 'unsupported_claims' });
    expect(plain.json().message).toMatch(
      /^This change claims what your original resume does not: .*35%/u,
    );
    const zh = await user.post(url, { decision: 'accept', version: 2 }, 'zh');
    expect(zh.json().message).toMatch(/^这条修改包含原简历中没有依据的内容：.*35%/u);
    const stillClaims = await user.post(url, {
      decision: 'accept',
      version: 2,
      text: 'Improved conversion by 35%',
    });
    expect(stillClaims.statusCode).toBe(409);
    expect(stillClaims.json().message).toContain('35%');
    expect(JSON.stringify((await user.get(`/api/v1/resumes/${copyId}`)).document)).not.toContain(
      '35%',
    );

    const edited = await user.post(url, {
      decision: 'accept',
      version: 2,
      text: 'Developed dashboards with JavaScript, CSS and GraphQL for 12 teams',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.resume.document.work[0].highlights).toContain(
      'Developed dashboards with JavaScript, CSS and GraphQL for 12 teams',
    );
  });

  it('a confirmed claim is kept, and the copy exports with it', async () => {
    const { user, copyId, invented } = await tailored();
    const res = await user.post(`/api/v1/resumes/${copyId}/proposal/changes/${invented.id}`, {
      decision: 'accept',
      confirm: true,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const change = res.json().data.proposal.changes.find((item: Change) => item.id === invented.id);
    expect(change).toMatchObject({ status: 'accepted', confirmed: true });
    expect(res.json().data.resume.document.work[0].highlights[0]).toBe(INVENTED_BULLET);
    const exported = await user.call('GET', `/api/v1/resumes/${copyId}/pdf`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/pdf');
  });

  it('a claim typed into a tailored copy holds its export back, with the reason, until confirmed or edited away', async () => {
    const { user, copyId } = await tailored();
    const copy = await user.get(`/api/v1/resumes/${copyId}`);
    const document = structuredClone(copy.document);
    document.work[0].highlights[0] =
      'Built a design system used by 12 teams, raising revenue by 300%';
    expect(
      (await user.call('PUT', `/api/v1/resumes/${copyId}`, { version: copy.version, document }))
        .statusCode,
    ).toBe(200);

    for (const path of ['pdf', 'json-resume']) {
      const refused = await user.call('GET', `/api/v1/resumes/${copyId}/${path}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        reason: 'unsupported_claims',
        message:
          'This resume claims what its original does not support: 300%. Edit that out, or confirm it is true, before exporting',
      });
    }
    expect(await user.get(`/api/v1/resumes/${copyId}/claims`)).toEqual({
      items: [
        { path: 'work.0.highlights.0', text: document.work[0].highlights[0], claims: ['300%'] },
      ],
    });
    const confirmed = await user.post(`/api/v1/resumes/${copyId}/claims/confirm`, {
      claims: ['300%'],
    });
    expect(confirmed.json().data).toEqual({ items: [] });
    expect((await user.call('GET', `/api/v1/resumes/${copyId}/pdf`)).statusCode).toBe(200);
    // The original resume is the person's own: nothing to check it against.
    expect(await user.get(`/api/v1/resumes/${user.id}/claims`)).toEqual({ items: [] });
  });

  it('a decision names the version it was made on; a rejected change leaves the copy as it was', async () => {
    const { user, copyId, invented, changes } = await tailored();
    const stale = await user.post(`/api/v1/resumes/${copyId}/proposal/accept-supported`, {
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    const rejected = await user.post(`/api/v1/resumes/${copyId}/proposal/changes/${invented.id}`, {
      decision: 'reject',
      version: 1,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.resume.version).toBe(1);
    const twice = await user.post(`/api/v1/resumes/${copyId}/proposal/changes/${invented.id}`, {
      decision: 'accept',
      confirm: true,
      version: 1,
    });
    expect(twice.statusCode).toBe(409);
    expect((await user.call('DELETE', `/api/v1/resumes/${copyId}/proposal`)).statusCode).toBe(200);
    expect(await user.get(`/api/v1/resumes/${copyId}/proposal`)).toBeNull();
    expect(changes.length).toBeGreaterThan(1);
    expect(JSON.stringify((await user.get(`/api/v1/resumes/${copyId}`)).document)).toBe(
      JSON.stringify(frontend),
    );
  });

  it('another user reaches none of it, and bad input is refused in the user’s language', async () => {
    const { copyId, invented } = await tailored();
    const other = await newUser();
    const base = `/api/v1/resumes/${copyId}`;
    for (const [method, url, body] of [
      ['GET', `${base}/proposal`],
      [
        'POST',
        `${base}/proposal/changes/${invented.id}`,
        { decision: 'accept', confirm: true, version: 1 },
      ],
      ['POST', `${base}/proposal/accept-supported`, { version: 1 }],
      ['DELETE', `${base}/proposal`],
      ['GET', `${base}/claims`],
      ['POST', `${base}/claims/confirm`, { claims: ['35%'] }],
    ] as const)
      expect((await other.call(method, url, body)).statusCode).toBe(404);
    const bad = await call(
      t.app,
      'POST',
      `${base}/proposal/changes/${invented.id}`,
      { decision: 'maybe', version: 1 },
      {
        token: other.token,
        language: 'zh',
      },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('请求参数有误');
  });

  it('a translation keeps the original of a line whose translation invents a figure, until the person decides', async () => {
    const user = await newUser();
    const zhId = (
      await user.post('/api/v1/resumes', { title: '林小雨', language: 'zh', document: zh })
    ).json().data.id as string;
    const res = await user.post(`/api/v1/resumes/${zhId}/translate`, { target_language: 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.held_back).toBe(1);
    const copyId = res.json().data.id as string;
    const proposal = await user.get(`/api/v1/resumes/${copyId}/proposal`);
    expect(proposal).toMatchObject({ kind: 'translation', source_resume_id: zhId });
    const [held] = proposal.changes as Array<Change & { path: string; before: string }>;
    expect(held!.after).toContain(INVENTED_SENTENCE.trim().slice(1));
    expect(held!.unsupported).toEqual(['47%']);
    const copy = await user.get(`/api/v1/resumes/${copyId}`);
    expect(JSON.stringify(copy.document)).not.toContain('47%');
    expect(JSON.stringify(copy.document)).toContain(held!.before);
    expect(await user.get(`/api/v1/resumes/${copyId}/claims`)).toEqual({ items: [] });

    const accepted = await user.post(`/api/v1/resumes/${copyId}/proposal/changes/${held!.id}`, {
      decision: 'accept',
      confirm: true,
      version: copy.version,
    });
    expect(accepted.statusCode).toBe(200);
    expect(JSON.stringify(accepted.json().data.resume.document)).toContain('47%');
    expect(accepted.json().data.proposal).toBeNull();
    expect((await user.call('GET', `/api/v1/resumes/${copyId}/json-resume`)).statusCode).toBe(200);
  });

  it('the AI smart fill of the profile names the employer, title and dates the resume never gives', async () => {
    const user = await newUser();
    const res = await user.post('/api/v1/profile/suggestions', { resumeId: user.id, ai: true });
    expect(res.statusCode).toBe(200);
    const { sections, claims } = res.json().data;
    const invented = sections.work.find(
      (work: { company: string }) => work.company === 'Globex Corporation',
    );
    expect(claims[invented.id]).toEqual(
      expect.arrayContaining([
        'Globex Corporation',
        'VP of Engineering',
        '2009-01',
        '2012-06',
        '57',
      ]),
    );
    const real = sections.work.find(
      (work: { company: string }) => work.company === 'Northwind Labs',
    );
    expect(claims[real.id]).toBeUndefined();
  });
});
