import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileSuggestions, ProfileView } from '@yonder/contract/profile';
import { call, randomIp, signUp } from '#test/auth-helpers.ts';
import { multipartBody, uploadFile } from '#test/resume-helpers.ts';
import { frontend } from '#test/resume-samples.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const FIXTURES = new URL('../../../../../../../packages/career-ai/test/fixtures/', import.meta.url);

describe("the profile's resume file", () => {
  let t: TestApp;
  let pdf: Buffer;
  let docx: Buffer;

  const getProfile = async (token: string): Promise<ProfileView> =>
    (await call(t.app, 'GET', '/api/v1/profile', undefined, { token })).json().data;
  const library = async (token: string) =>
    (await call(t.app, 'GET', '/api/v1/resumes', undefined, { token })).json().data.items as {
      id: string;
      version: number;
    }[];
  const uploadToProfile = (
    token: string,
    bytes: Buffer,
    fileName: string,
    language: 'zh' | 'en' = 'en',
  ) => {
    const body = multipartBody([{ name: 'file', data: bytes, fileName }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/resume',
      payload: body.payload,
      remoteAddress: randomIp(),
      headers: {
        'content-type': body.contentType,
        'accept-language': language,
        authorization: `Bearer ${token}`,
      },
    });
  };
  const suggest = async (token: string, resumeId: string): Promise<ProfileSuggestions> =>
    (await call(t.app, 'POST', '/api/v1/profile/suggestions', { resumeId }, { token })).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    pdf = await fs.readFile(new URL('en-two-column.pdf', FIXTURES));
    docx = await fs.readFile(new URL('en-resume.docx', FIXTURES));
  });
  afterAll(() => t.close());

  it('an upload attaches its file and offers its sections with the file named; saving the choice fills the profile', async () => {
    const token = (await signUp(t.app)).access_token;
    const upload = await uploadToProfile(token, pdf, 'Lena Fischer.pdf');
    expect(upload.statusCode).toBe(201);
    const { view, suggestions, isDuplicate } = upload.json().data;
    expect(isDuplicate).toBe(false);
    expect(view.resume).toMatchObject({ fileName: 'Lena Fischer.pdf', fileType: 'pdf' });
    expect(view.completeness).toMatchObject({ percent: 20, items: { contact: true } });
    expect(suggestions).toMatchObject({
      resumeId: view.resume.id,
      resumeTitle: 'Lena Fischer',
      fileName: 'Lena Fischer.pdf',
      aiUsed: false,
    });
    expect(suggestions.sections.contact.name).not.toBe('');
    expect(suggestions.sections.work.length).toBeGreaterThan(0);
    expect(suggestions.sections.skills.length).toBeGreaterThan(0);

    // The web app saves what the candidate chose: here contact, work and skills.
    const { contact, work, skills } = suggestions.sections;
    const saved = await call(
      t.app,
      'PUT',
      '/api/v1/profile',
      { version: view.version, profile: { ...view.profile, contact, work, skills } },
      { token },
    );
    expect(saved.statusCode).toBe(200);
    const filled = await getProfile(token);
    expect(filled.profile.contact.name).toBe(contact.name);
    expect(filled.profile.work).toEqual(work);
    expect(filled.profile.skills).toEqual(skills);
    expect(filled.resume?.fileName).toBe('Lena Fischer.pdf');
    expect(filled.completeness).toMatchObject({
      percent: 60,
      items: { contact: true, work: true, skills: true },
    });
  });

  it('a file already in the library is not added again: its resume is attached and offered, and the answer names it', async () => {
    const token = (await signUp(t.app)).access_token;
    const first = await uploadFile(t.app, token, { bytes: docx, fileName: 'Ada CV.docx' });
    expect(first.statusCode).toBe(201);
    const existingId = first.json().data.id;

    // The same bytes under another name, on the profile page.
    const again = await uploadToProfile(token, docx, 'resume-final.docx');
    expect(again.statusCode).toBe(200);
    const { view, suggestions, isDuplicate } = again.json().data;
    expect(isDuplicate).toBe(true);
    expect(again.json().message).toBe(
      'This resume is already in your library as “Ada CV”: it is attached and was not added again. Choose what to fill your profile with',
    );
    expect(view.resume).toMatchObject({ id: existingId, fileName: 'Ada CV.docx' });
    expect(suggestions).toMatchObject({ resumeId: existingId, resumeTitle: 'Ada CV' });
    expect(suggestions.sections.work.length).toBeGreaterThan(0);
    expect((await library(token)).map((resume) => resume.id)).toEqual([existingId]);

    const inChinese = await uploadToProfile(token, docx, '简历.docx', 'zh');
    expect(inChinese.statusCode).toBe(200);
    expect(inChinese.json().message).toContain('这份简历已在你的简历库中：《Ada CV》');

    // And the other way round: uploaded on the profile page, then in the library.
    const fromProfile = await uploadToProfile(token, pdf, 'Lena.pdf');
    expect(fromProfile.statusCode).toBe(201);
    const inLibrary = await uploadFile(t.app, token, { bytes: pdf, fileName: 'Lena.pdf' });
    expect(inLibrary.statusCode).toBe(200);
    expect(inLibrary.json().data).toMatchObject({
      id: fromProfile.json().data.view.resume.id,
      is_duplicate: true,
    });
    expect(await library(token)).toHaveLength(2);
  });

  it("never matches another user's file: the same bytes make a resume of the uploader's own", async () => {
    const ada = (await signUp(t.app)).access_token;
    const bob = (await signUp(t.app, { username: 'Bob' })).access_token;
    const adas = await uploadToProfile(ada, pdf, 'cv.pdf');
    const bobs = await uploadToProfile(bob, pdf, 'cv.pdf');
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json().data.isDuplicate).toBe(false);
    expect(bobs.json().data.view.resume.id).not.toBe(adas.json().data.view.resume.id);
    expect(await library(bob)).toHaveLength(1);
  });

  it("a library resume's offer names its file, and attaching it completes the contact item", async () => {
    const token = (await signUp(t.app)).access_token;
    const uploaded = await uploadFile(t.app, token, { bytes: docx, fileName: 'Ada CV.docx' });
    const resumeId = uploaded.json().data.id;
    expect((await getProfile(token)).resume).toBeNull();
    expect(await suggest(token, resumeId)).toMatchObject({ resumeId, fileName: 'Ada CV.docx' });
    const attached = await call(t.app, 'PUT', '/api/v1/profile/resumes', { resumeId }, { token });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data).toMatchObject({
      resume: { id: resumeId, fileName: 'Ada CV.docx' },
      completeness: { items: { contact: true } },
    });
  });

  it('a resume made in the editor has no file: a PDF of it is drawn, kept and attached', async () => {
    const token = (await signUp(t.app)).access_token;
    const bob = (await signUp(t.app, { username: 'Bob' })).access_token;
    const made = await call(
      t.app,
      'POST',
      '/api/v1/resumes',
      { title: 'Frontend 2030', language: 'en', document: frontend },
      { token },
    );
    const resumeId = made.json().data.id;
    const offer = await suggest(token, resumeId);
    expect(offer.fileName).toBeNull();
    expect(offer.sections.work.length).toBeGreaterThan(0);
    // Attaching it as it is cannot work: there is no file.
    const refused = await call(t.app, 'PUT', '/api/v1/profile/resumes', { resumeId }, { token });
    expect(refused.statusCode).toBe(422);

    // Another user can neither draw nor attach it.
    const stranger = await call(
      t.app,
      'POST',
      '/api/v1/profile/resume/pdf',
      { resumeId },
      {
        token: bob,
      },
    );
    expect(stranger.statusCode).toBe(404);
    expect((await getProfile(bob)).resume).toBeNull();

    const before = (await library(token)).find((resume) => resume.id === resumeId)!;
    const attached = await call(
      t.app,
      'POST',
      '/api/v1/profile/resume/pdf',
      { resumeId },
      { token, language: 'zh' },
    );
    expect(attached.statusCode).toBe(200);
    expect(attached.json().message).toBe('已用这份简历生成 PDF 并附上');
    expect(attached.json().data).toMatchObject({
      resume: {
        id: resumeId,
        title: 'Frontend 2030',
        fileName: 'Frontend 2030.pdf',
        fileType: 'pdf',
      },
      completeness: { items: { contact: true } },
    });
    // The extension receives the PDF; the resume itself was not edited.
    const file = await call(t.app, 'GET', '/api/v1/extension/resume-file', undefined, { token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const after = (await library(token)).find((resume) => resume.id === resumeId)!;
    expect(after.version).toBe(before.version);
    expect((await suggest(token, resumeId)).fileName).toBe('Frontend 2030.pdf');

    // Asked again, the same file stays: nothing is drawn twice.
    const again = await call(t.app, 'POST', '/api/v1/profile/resume/pdf', { resumeId }, { token });
    expect(again.statusCode).toBe(200);
    const second = await call(t.app, 'GET', '/api/v1/extension/resume-file', undefined, { token });
    expect(Buffer.compare(second.rawPayload, file.rawPayload)).toBe(0);
  });
});
