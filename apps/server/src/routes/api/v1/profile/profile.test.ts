import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateProfileInput, ProfileView } from '@yonder/contract/profile';
import { call, randomIp, signUp } from '#test/auth-helpers.ts';
import { ENGLISH_RESUME_LINES, makePdf, multipartBody } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const PROFILE: CandidateProfileInput = {
  contact: {
    name: 'Ada',
    email: 'ada@example.com',
    phoneCountryCode: '+44',
    phone: '20 7946 0000',
  },
  work: [{ id: 'w1', company: 'Northwind', title: 'Engineer', start: '2019-03' }],
  skills: [{ id: 's1', name: 'TypeScript' }],
  preferences: { remoteTypes: ['fullRemote'], workCountries: ['de'] },
};

describe('/api/v1/profile', () => {
  let t: TestApp;
  let ada: string;
  let bob: string;

  const getProfile = async (token: string): Promise<ProfileView> =>
    (await call(t.app, 'GET', '/api/v1/profile', undefined, { token })).json().data;
  const put = (token: string, body: object, language: 'zh' | 'en' = 'en') =>
    call(t.app, 'PUT', '/api/v1/profile', body, { token, language });
  const uploadToProfile = (token: string, bytes: Buffer, fileName: string) => {
    const body = multipartBody([{ name: 'file', data: bytes, fileName }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/resume',
      payload: body.payload,
      remoteAddress: randomIp(),
      headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    ada = (await signUp(t.app)).access_token;
    bob = (await signUp(t.app, { username: 'Bob' })).access_token;
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/api/v1/profile')).statusCode).toBe(401);
  });

  it('answers an empty profile at version 0 before the first save', async () => {
    const view = await getProfile(ada);
    expect(view).toMatchObject({
      version: 0,
      resume: null,
      primaryResumeId: null,
      updatedAt: null,
      completeness: { percent: 0 },
    });
    expect(view.profile.work).toEqual([]);
    expect(view.profile.answers.gender).toBe('decline');
  });

  it('names every bad field in the language asked for', async () => {
    const bad = {
      version: 0,
      profile: {
        contact: { email: 'not-an-email', country: 'Germany' },
        work: [{ id: 'w1', start: '2020-13' }],
        links: [{ id: 'l1', url: 'ftp://example.com' }],
      },
    };
    const en = await put(ada, bad, 'en');
    const zh = await put(ada, bad, 'zh');
    for (const res of [en, zh]) {
      expect(res.statusCode).toBe(422);
      expect(
        res
          .json()
          .errors.map((error: { field: string }) => error.field)
          .sort(),
      ).toEqual([
        'profile.contact.country',
        'profile.contact.email',
        'profile.links.0.url',
        'profile.work.0.start',
      ]);
    }
    const message = (res: typeof en, field: string) =>
      res.json().errors.find((error: { field: string }) => error.field === field).message;
    expect(message(en, 'profile.contact.email')).toMatch(/invalid/i);
    expect(message(zh, 'profile.contact.email')).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.json().message).toBe('请求参数有误');
    expect(en.json().message).toBe('Some fields are invalid');
    expect((await getProfile(ada)).version).toBe(0);
  });

  it('stores the whole profile, moves the version on and refuses a stale one with 409', async () => {
    const first = await put(ada, { profile: PROFILE, version: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      version: 1,
      completeness: {
        percent: 60,
        items: { contact: false, work: true, skills: true, preferences: true, education: false },
      },
    });
    const stored = await getProfile(ada);
    expect(stored.profile.preferences.workCountries).toEqual(['DE']);
    expect(stored.profile.contact.phone).toBe('20 7946 0000');
    expect(stored.updatedAt).not.toBeNull();

    const stale = await put(ada, { profile: { ...PROFILE, skills: [] }, version: 0 }, 'zh');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('第 1 版');
    expect((await getProfile(ada)).profile.skills).toHaveLength(1);

    const second = await put(ada, { profile: { ...PROFILE, skills: [] }, version: 1 });
    expect(second.json().data.version).toBe(2);
    expect((await getProfile(ada)).profile.skills).toEqual([]);
  });

  it("never shows or changes another user's profile or resumes", async () => {
    const before = await getProfile(ada);
    const bobsView = await getProfile(bob);
    expect(bobsView.version).toBe(0);
    expect(bobsView.profile.work).toEqual([]);
    // Bob saving "version 2" finds no profile of his at that version: Ada's is untouched.
    expect((await put(bob, { profile: { work: [] }, version: before.version })).statusCode).toBe(
      409,
    );
    expect((await put(bob, { profile: {}, version: 0 })).statusCode).toBe(200);
    expect(await getProfile(ada)).toEqual(before);

    const pdf = await makePdf(ENGLISH_RESUME_LINES);
    const upload = await uploadToProfile(ada, pdf, 'ada.pdf');
    const resumeId = upload.json().data.view.resume.id;
    const asBob = { token: bob };
    expect(
      (await call(t.app, 'POST', '/api/v1/profile/suggestions', { resumeId }, asBob)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'PUT', '/api/v1/profile/resumes', { resumeId }, asBob)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'PUT', '/api/v1/profile/resumes', { primaryResumeId: resumeId }, asBob))
        .statusCode,
    ).toBe(404);
    expect((await getProfile(bob)).resume).toBeNull();
  });

  it('fills nothing from an uploaded resume until the chosen sections are saved', async () => {
    const token = (await signUp(t.app, { username: 'Cleo' })).access_token;
    await put(token, { profile: { skills: [{ id: 'mine', name: 'Rust' }] }, version: 0 });
    const before = await getProfile(token);

    const upload = await uploadToProfile(token, await makePdf(ENGLISH_RESUME_LINES), 'cv.pdf');
    expect(upload.statusCode).toBe(201);
    const { view, suggestions } = upload.json().data;
    expect(view.profile).toEqual(before.profile);
    expect(view.version).toBe(before.version);
    expect(view.resume).toMatchObject({ fileName: 'cv.pdf', fileType: 'pdf' });
    expect(view.completeness.items.contact).toBe(true);
    expect(suggestions.sections.contact).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(suggestions.sections.work.map((entry: { company: string }) => entry.company)).toEqual(
      expect.arrayContaining([expect.stringContaining('Northwind')]),
    );
    expect(suggestions.sections.skills.map((skill: { name: string }) => skill.name)).toContain(
      'TypeScript',
    );
    // The upload is a resume of the library, with its original file.
    const library = (await call(t.app, 'GET', '/api/v1/resumes', undefined, { token })).json().data
      .items;
    expect(library.map((item: { id: string }) => item.id)).toContain(suggestions.resumeId);

    // Still unchanged when read again; then the candidate takes the work section only.
    const after = await getProfile(token);
    expect(after.profile).toEqual(before.profile);
    const chosen = { ...after.profile, work: suggestions.sections.work };
    const saved = await put(token, { profile: chosen, version: after.version });
    expect(saved.statusCode).toBe(200);
    const final = await getProfile(token);
    expect(final.profile.work).toEqual(suggestions.sections.work);
    expect(final.profile.skills).toEqual([{ id: 'mine', name: 'Rust' }]);
    expect(final.profile.contact.name).toBe('');

    // The same offer comes from the library resume, and changes nothing either.
    const again = await call(
      t.app,
      'POST',
      '/api/v1/profile/suggestions',
      { resumeId: suggestions.resumeId },
      { token },
    );
    expect(again.json().data.sections.contact.name).toBe('Ada Lovelace');
    expect((await getProfile(token)).version).toBe(final.version);
  });

  it('refuses a file that is not a resume and stores nothing', async () => {
    const token = (await signUp(t.app, { username: 'Dan' })).access_token;
    const res = await uploadToProfile(token, Buffer.from([0, 1, 2, 3, 4, 5]), 'x.pdf');
    expect(res.statusCode).toBe(422);
    expect((await getProfile(token)).resume).toBeNull();
  });

  it('attaches only a resume with an original file and picks the primary resume', async () => {
    const token = (await signUp(t.app, { username: 'Eve' })).access_token;
    const blank = await call(
      t.app,
      'POST',
      '/api/v1/resumes',
      { title: 'Blank', language: 'en' },
      { token },
    );
    const blankId = blank.json().data.id;
    const attach = await call(
      t.app,
      'PUT',
      '/api/v1/profile/resumes',
      { resumeId: blankId },
      { token, language: 'zh' },
    );
    expect(attach.statusCode).toBe(422);
    expect(attach.json().message).toContain('原始文件');

    const primary = await call(
      t.app,
      'PUT',
      '/api/v1/profile/resumes',
      { primaryResumeId: blankId },
      { token },
    );
    expect(primary.statusCode).toBe(200);
    expect(primary.json().data).toMatchObject({ primaryResumeId: blankId, version: 0 });
    // The first save of the content still starts from version 0.
    expect((await put(token, { profile: {}, version: 0 })).json().data).toMatchObject({
      version: 1,
      primaryResumeId: blankId,
    });
    // The primary is always one of the user's resumes: there is no "none" to choose.
    const cleared = await call(
      t.app,
      'PUT',
      '/api/v1/profile/resumes',
      { primaryResumeId: null },
      { token },
    );
    expect(cleared.statusCode).toBe(422);
  });
});
