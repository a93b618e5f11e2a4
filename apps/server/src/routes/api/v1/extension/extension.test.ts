import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionTokens } from '@yonder/contract/extension';
import { call, randomIp, signUp } from '#test/auth-helpers.ts';
import { createJobs, ENGLISH_RESUME_LINES, makePdf, multipartBody } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe('/api/v1/extension', () => {
  let t: TestApp;
  let ada: string;
  let bob: string;

  const connect = async (token: string, label = 'Chrome on Linux'): Promise<ExtensionTokens> => {
    const res = await call(t.app, 'POST', '/api/v1/extension/connections', { label }, { token });
    expect(res.statusCode).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ada = (await signUp(t.app)).access_token;
    bob = (await signUp(t.app, { username: 'Bob' })).access_token;
  });
  afterAll(() => t.close());

  it('connects only for a signed-in user, and an extension token cannot connect another', async () => {
    const anonymous = await call(t.app, 'POST', '/api/v1/extension/connections', { label: 'x' });
    expect(anonymous.statusCode).toBe(401);
    const { accessToken } = await connect(ada);
    const chained = await call(
      t.app,
      'POST',
      '/api/v1/extension/connections',
      { label: 'x' },
      { token: accessToken },
    );
    expect(chained.statusCode).toBe(403);
  });

  it('reads the profile and its session but no other API', async () => {
    const tokens = await connect(ada);
    expect(tokens.connection.scopes).toEqual([
      'profile:read',
      'files:read',
      'applications:write',
      'answers:write',
    ]);
    const token = tokens.accessToken;
    expect((await call(t.app, 'GET', '/api/v1/profile', undefined, { token })).statusCode).toBe(
      200,
    );
    const session = await call(t.app, 'GET', '/api/v1/extension/session', undefined, { token });
    expect(session.json().data).toMatchObject({ username: 'Ada' });
    for (const [method, url] of [
      ['PUT', '/api/v1/profile'],
      ['GET', '/api/v1/resumes'],
      ['GET', '/api/v1/cover-letters'],
      ['GET', '/api/v1/users'],
      ['GET', '/api/v1/extension/connections'],
      ['DELETE', '/api/v1/account'],
    ] as const) {
      const res = await call(t.app, method, url, method === 'PUT' ? {} : undefined, {
        token,
        language: 'zh',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('浏览器扩展无权调用此接口');
    }
  });

  it('records an application and reads nothing of the tracker', async () => {
    const { accessToken: token } = await connect(ada);
    const job = {
      title: 'Backend Engineer',
      company: 'Acme',
      url: 'https://boards.greenhouse.io/acme/jobs/123',
      status: 'applied',
      source: 'extension',
    };
    const created = await call(t.app, 'POST', '/api/v1/applications', job, { token });
    expect(created.statusCode).toBe(201);
    expect(
      (await call(t.app, 'GET', '/api/v1/applications', undefined, { token })).statusCode,
    ).toBe(403);
    const mine = await call(t.app, 'GET', '/api/v1/applications', undefined, { token: ada });
    expect(mine.json().data.items ?? mine.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'applied', company: 'Acme' })]),
    );
  });

  it("keeps the receipt of what the form sent with the application, for its owner's eyes only", async () => {
    const { accessToken: token } = await connect(ada);
    const receipt = {
      page_url: 'https://jobs.lever.co/acme/7f1c/apply',
      page_title: 'Acme - Product Engineer',
      sent_at: '2026-03-02T10:15:00.000Z',
      fields: [
        { label: 'Full name', value: 'Ada Lovelace' },
        { label: 'Resume/CV', files: [{ name: 'ada.pdf', size: 2849 }] },
      ],
    };
    const job = {
      title: 'Product Engineer',
      company: 'Acme',
      url: 'https://jobs.lever.co/acme/7f1c/apply',
      status: 'applied',
      source: 'extension',
      receipt,
    };
    const created = await call(t.app, 'POST', '/api/v1/applications', job, { token });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const mine = await call(t.app, 'GET', `/api/v1/applications/${id}`, undefined, { token: ada });
    expect(mine.json().data.receipts).toEqual([
      {
        id: expect.any(String),
        page_url: receipt.page_url,
        page_title: receipt.page_title,
        sent_at: receipt.sent_at,
        fields: [
          { label: 'Full name', value: 'Ada Lovelace', files: [] },
          { label: 'Resume/CV', value: '', files: [{ name: 'ada.pdf', size: 2849 }] },
        ],
      },
    ]);
    // Another person reads neither the application nor its receipt.
    const theirs = await call(t.app, 'GET', `/api/v1/applications/${id}`, undefined, {
      token: bob,
    });
    expect(theirs.statusCode).toBe(404);
    // Sent again: the application moves nowhere, and keeps both receipts, newest first.
    const again = { ...receipt, sent_at: '2026-03-05T09:00:00.000Z' };
    const moved = await call(
      t.app,
      'POST',
      '/api/v1/applications',
      { ...job, receipt: again },
      {
        token,
      },
    );
    expect(moved.statusCode).toBe(200);
    const both = await call(t.app, 'GET', `/api/v1/applications/${id}`, undefined, { token: ada });
    expect(both.json().data.receipts.map((row: { sent_at: string }) => row.sent_at)).toEqual([
      again.sent_at,
      receipt.sent_at,
    ]);
    // A receipt of another page than an http(s) one is refused as a whole.
    const bad = await call(
      t.app,
      'POST',
      '/api/v1/applications',
      { ...job, receipt: { ...receipt, page_url: 'javascript:alert(1)' } },
      { token },
    );
    expect(bad.statusCode).toBe(422);
  });

  it('lists connections to their owner only, and a revoked token stops at once', async () => {
    const tokens = await connect(ada, 'Firefox on Mac');
    const listed = await call(t.app, 'GET', '/api/v1/extension/connections', undefined, {
      token: ada,
    });
    expect(listed.json().data.map((row: { id: string }) => row.id)).toContain(tokens.connection.id);
    const bobs = await call(t.app, 'GET', '/api/v1/extension/connections', undefined, {
      token: bob,
    });
    expect(bobs.json().data).toEqual([]);
    const url = `/api/v1/extension/connections/${tokens.connection.id}`;
    expect((await call(t.app, 'DELETE', url, undefined, { token: bob })).statusCode).toBe(404);
    const use = () =>
      call(t.app, 'GET', '/api/v1/profile', undefined, { token: tokens.accessToken });
    expect((await use()).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', url, undefined, { token: ada })).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(401);
    const refresh = await call(t.app, 'POST', '/api/v1/extension/token/refresh', {
      refreshToken: tokens.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('rotates tokens on refresh and signs out', async () => {
    const first = await connect(ada);
    const refresh = (refreshToken: string) =>
      call(t.app, 'POST', '/api/v1/extension/token/refresh', { refreshToken });
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second: ExtensionTokens = rotated.json().data;
    const old = await call(t.app, 'GET', '/api/v1/profile', undefined, {
      token: first.accessToken,
    });
    expect(old.statusCode).toBe(401);
    const token = second.accessToken;
    expect((await call(t.app, 'GET', '/api/v1/profile', undefined, { token })).statusCode).toBe(
      200,
    );
    expect(
      (await call(t.app, 'DELETE', '/api/v1/extension/token', undefined, { token })).statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/profile', undefined, { token })).statusCode).toBe(
      401,
    );
  });

  it('a refresh token used twice revokes its connection: the copy and the extension are both out', async () => {
    const first = await connect(ada, 'Edge on Windows');
    const refresh = (refreshToken: string) =>
      call(t.app, 'POST', '/api/v1/extension/token/refresh', { refreshToken });
    const second: ExtensionTokens = (await refresh(first.refreshToken)).json().data;
    const third: ExtensionTokens = (await refresh(second.refreshToken)).json().data;
    const live = () =>
      call(t.app, 'GET', '/api/v1/profile', undefined, { token: third.accessToken });
    expect((await live()).statusCode).toBe(200);
    // A stolen copy of the first token, two rotations old, is presented.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await live()).statusCode).toBe(401);
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    const listed = await call(t.app, 'GET', '/api/v1/extension/connections', undefined, {
      token: ada,
    });
    expect(listed.json().data.map((row: { id: string }) => row.id)).not.toContain(
      first.connection.id,
    );
  });

  it("downloads the profile's own resume file and saves answers to the bank", async () => {
    const { accessToken: token } = await connect(bob);
    const none = await call(t.app, 'GET', '/api/v1/extension/resume-file', undefined, { token });
    expect(none.statusCode).toBe(404);
    const pdf = await makePdf(ENGLISH_RESUME_LINES);
    const body = multipartBody([{ name: 'file', data: pdf, fileName: 'bob-cv.pdf' }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/resume',
      payload: body.payload,
      remoteAddress: randomIp(),
      headers: { 'content-type': body.contentType, authorization: `Bearer ${bob}` },
    });
    expect(upload.statusCode).toBe(201);
    const file = await call(t.app, 'GET', '/api/v1/extension/resume-file', undefined, { token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('bob-cv.pdf');
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);

    const question = 'Why do you want to work here?';
    const saved = await call(
      t.app,
      'POST',
      '/api/v1/extension/answers',
      { question, answer: 'Remote-first teams.' },
      { token },
    );
    expect(saved.statusCode).toBe(200);
    await call(
      t.app,
      'POST',
      '/api/v1/extension/answers',
      { question, answer: 'Again.' },
      { token },
    );
    const view = await call(t.app, 'GET', '/api/v1/profile', undefined, { token: bob });
    expect(view.json().data.profile.answers.custom).toEqual([
      expect.objectContaining({ question, answer: 'Again.' }),
    ]);
    // Ada's extension never sees Bob's file.
    const adas = await connect(ada);
    const other = await call(t.app, 'GET', '/api/v1/extension/resume-file', undefined, {
      token: adas.accessToken,
    });
    expect(other.statusCode).toBe(404);
  });

  it("finds the letter written for the job whose application form is open, only the owner's", async () => {
    const [jobId] = await createJobs(t.database.db, [
      { applicationUrl: 'https://jobs.lever.co/acme/0d6f4c1e-1111-4000-8000-000000000003' },
    ]);
    const letter = await call(
      t.app,
      'POST',
      '/api/v1/cover-letters',
      { language: 'en', body: 'Dear Acme, …', job_id: jobId },
      { token: ada },
    );
    expect(letter.statusCode).toBe(201);
    const lookup = async (token: string, url: string) =>
      (
        await call(
          t.app,
          'GET',
          `/api/v1/extension/cover-letter?url=${encodeURIComponent(url)}`,
          undefined,
          { token },
        )
      ).json().data;
    const form = 'https://jobs.lever.co/acme/0d6f4c1e-1111-4000-8000-000000000003/apply';
    const adas = await connect(ada);
    expect(await lookup(adas.accessToken, form)).toMatchObject({ body: 'Dear Acme, …' });
    expect(await lookup(adas.accessToken, 'https://jobs.lever.co/acme/other/apply')).toBeNull();
    const bobs = await connect(bob);
    expect(await lookup(bobs.accessToken, form)).toBeNull();
  });

  it('finds the letter attached to an outside job tracked by its link', async () => {
    const write = async (body: string) => {
      const res = await call(
        t.app,
        'POST',
        '/api/v1/cover-letters',
        { language: 'en', body, company: 'Globex', job_title: 'Platform Engineer' },
        { token: bob },
      );
      expect(res.statusCode).toBe(201);
      return res.json().data.id as string;
    };
    const posting = 'https://boards.greenhouse.io/globex/jobs/4055555';
    const older = await write('Dear Globex, (first draft)');
    const tracked = await call(
      t.app,
      'POST',
      '/api/v1/applications',
      {
        title: 'Platform Engineer',
        company: 'Globex',
        url: posting,
        status: 'wishlist',
        cover_letter_id: older,
      },
      { token: bob },
    );
    expect(tracked.statusCode).toBe(201);
    const bobs = await connect(bob);
    const lookup = async (url: string) =>
      (
        await call(
          t.app,
          'GET',
          `/api/v1/extension/cover-letter?url=${encodeURIComponent(url)}`,
          undefined,
          { token: bobs.accessToken },
        )
      ).json().data;
    expect(await lookup(`${posting}?gh_src=abc#app`)).toMatchObject({
      id: older,
      body: 'Dear Globex, (first draft)',
    });
    // The letter attached instead is the one used.
    const newer = await write('Dear Globex, (final)');
    const { id, version } = tracked.json().data as { id: string; version: number };
    const changed = await call(
      t.app,
      'PATCH',
      `/api/v1/applications/${id}`,
      { version, cover_letter_id: newer },
      { token: bob },
    );
    expect(changed.statusCode).toBe(200);
    expect(await lookup(posting)).toMatchObject({ id: newer });
    expect(await lookup('https://boards.greenhouse.io/globex/jobs/4066666')).toBeNull();
    const adas = await connect(ada);
    const other = await call(
      t.app,
      'GET',
      `/api/v1/extension/cover-letter?url=${encodeURIComponent(posting)}`,
      undefined,
      { token: adas.accessToken },
    );
    expect(other.json().data).toBeNull();
  });
});
