import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { ENGLISH_RESUME_LINES, makePdf, uploadFile } from '#test/resume-helpers.ts';
import { en as englishDocument } from '#test/resume-samples.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

type Call = typeof call;
const as =
  (token: string, language: 'zh' | 'en' = 'en') =>
  (app: Parameters<Call>[0], method: Parameters<Call>[1], url: string, payload?: object) =>
    call(app, method, url, payload, { token, language });

describe('resumes: create, edit with versions, copy, delete', () => {
  let t: TestApp;
  let adaToken: string;
  let ada: ReturnType<typeof as>;
  let adaZh: ReturnType<typeof as>;
  const remove = (id: string, token = adaToken) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/resumes/${id}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });

  beforeAll(async () => {
    t = await createTestApp();
    adaToken = (await signUp(t.app)).access_token;
    ada = as(adaToken);
    adaZh = as(adaToken, 'zh');
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/v1/resumes')).statusCode).toBe(401);
  });

  it('creates a blank resume from the template and lists it', async () => {
    const res = await ada(t.app, 'POST', '/api/v1/resumes', {
      title: '  My resume  ',
      language: 'en',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Resume created');
    const { id } = res.json().data;
    const resume = (await ada(t.app, 'GET', `/api/v1/resumes/${id}`)).json().data;
    expect(resume).toMatchObject({
      id,
      title: 'My resume',
      origin: 'blank',
      version: 1,
      ats_score: null,
      file_type: null,
    });
    expect(resume.document.work).toEqual([]);
    expect(resume.document.basics.location.city).toBe('');
    const list = (await ada(t.app, 'GET', '/api/v1/resumes')).json().data.items;
    expect(list.map((item: { id: string }) => item.id)).toContain(id);
    expect(list[0]).not.toHaveProperty('document');
  });

  it('marks a resume made from a JSON Resume file as imported, and refuses another origin', async () => {
    const res = await ada(t.app, 'POST', '/api/v1/resumes', {
      title: 'Ada',
      language: 'en',
      document: englishDocument,
      origin: 'import',
    });
    expect(res.statusCode).toBe(201);
    const list = (await ada(t.app, 'GET', '/api/v1/resumes')).json().data.items;
    expect(list.find((item: { id: string }) => item.id === res.json().data.id).origin).toBe(
      'import',
    );
    const wrong = await ada(t.app, 'POST', '/api/v1/resumes', { title: 'X', origin: 'upload' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'origin' })]),
    );
  });

  it('saves edits of the current version and refuses a save from a stale tab with 409, changing nothing', async () => {
    const { id } = (
      await ada(t.app, 'POST', '/api/v1/resumes', { title: 'Versions', document: englishDocument })
    ).json().data;
    const first = await ada(t.app, 'PUT', `/api/v1/resumes/${id}`, {
      version: 1,
      title: 'Versions, edited',
      document: {
        ...englishDocument,
        basics: { ...englishDocument.basics, label: 'Staff Engineer' },
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ version: 2, title: 'Versions, edited' });
    expect(first.json().data.document.basics.label).toBe('Staff Engineer');

    // The other tab still holds version 1.
    const stale = await adaZh(t.app, 'PUT', `/api/v1/resumes/${id}`, {
      version: 1,
      title: 'From the old tab',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('其他窗口或设备');
    expect(stale.json().message).toContain('第 2 版');
    const staleEn = await ada(t.app, 'PUT', `/api/v1/resumes/${id}`, {
      version: 1,
      title: 'From the old tab',
    });
    expect(staleEn.json().message).toMatch(/another tab.*version 2/);
    const stored = (await ada(t.app, 'GET', `/api/v1/resumes/${id}`)).json().data;
    expect(stored).toMatchObject({ version: 2, title: 'Versions, edited' });
  });

  it('refuses an invalid edit field by field', async () => {
    const { id } = (await ada(t.app, 'POST', '/api/v1/resumes', { title: 'Invalid' })).json().data;
    const res = await ada(t.app, 'PUT', `/api/v1/resumes/${id}`, { version: 0, title: '' });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['title', 'version']);
  });

  it('duplicates a resume as a copy that points to its source, then deletes it', async () => {
    const { id } = (
      await ada(t.app, 'POST', '/api/v1/resumes', { title: 'Original', document: englishDocument })
    ).json().data;
    const copy = await adaZh(t.app, 'POST', `/api/v1/resumes/${id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const copied = (await ada(t.app, 'GET', `/api/v1/resumes/${copy.json().data.id}`)).json().data;
    expect(copied).toMatchObject({
      title: 'Original（副本）',
      origin: 'copy',
      parent_id: id,
      version: 1,
    });
    expect(copied.document).toEqual(
      (await ada(t.app, 'GET', `/api/v1/resumes/${id}`)).json().data.document,
    );
    const named = await ada(t.app, 'POST', `/api/v1/resumes/${id}/duplicate`, {
      title: 'For startups',
    });
    expect(
      (await ada(t.app, 'GET', `/api/v1/resumes/${named.json().data.id}`)).json().data.title,
    ).toBe('For startups');

    const removed = await remove(copied.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Resume deleted');
    expect((await ada(t.app, 'GET', `/api/v1/resumes/${copied.id}`)).statusCode).toBe(404);
    expect((await remove(copied.id)).statusCode).toBe(404);
    // The source stays; its copy's link to it does not hold it back.
    expect((await ada(t.app, 'GET', `/api/v1/resumes/${id}`)).statusCode).toBe(200);
  });
});

describe('resumes are their owner’s alone', () => {
  let t: TestApp;
  let ownerToken: string;
  let otherToken: string;
  let resumeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ownerToken = (await signUp(t.app)).access_token;
    otherToken = (await signUp(t.app)).access_token;
    const upload = await uploadFile(t.app, ownerToken, {
      bytes: await makePdf(ENGLISH_RESUME_LINES),
      fileName: 'cv.pdf',
    });
    resumeId = upload.json().data.id;
  });
  afterAll(() => t.close());

  it('answers 404 to everything another user asks about the resume, and lists none of it', async () => {
    const asOther = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      call(t.app, method, url, payload, { token: otherToken });
    const base = `/api/v1/resumes/${resumeId}`;
    const attempts = [
      await asOther('GET', base),
      await asOther('PUT', base, { version: 1, title: 'Mine now' }),
      await asOther('POST', `${base}/duplicate`),
      await asOther('GET', `${base}/file`),
      await asOther('GET', `${base}/pdf`),
      await asOther('GET', `${base}/json-resume`),
      await asOther('POST', `${base}/analysis`, {}),
      await asOther('POST', `${base}/translate`, { target_language: 'zh' }),
      await t.app.inject({
        method: 'DELETE',
        url: base,
        headers: { authorization: `Bearer ${otherToken}` },
      }),
    ];
    for (const attempt of attempts) expect(attempt.statusCode, attempt.body).toBe(404);
    expect((await asOther('GET', '/api/v1/resumes')).json().data.items).toEqual([]);

    const own = await call(t.app, 'GET', base, undefined, { token: ownerToken });
    expect(own.json().data).toMatchObject({ title: 'cv', version: 1 });
    // Nothing the other user tried took a point from them either.
    expect((await asOther('GET', '/api/v1/account')).json().data.available_credits).toBe(3);
  });
});
