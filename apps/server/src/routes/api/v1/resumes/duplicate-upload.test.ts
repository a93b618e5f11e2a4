import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { uploadFile } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const FIXTURES = new URL('../../../../../../../packages/career-ai/test/fixtures/', import.meta.url);

describe('the same file uploaded twice to the resume library', () => {
  let t: TestApp;
  let pdf: Buffer;
  let docx: Buffer;

  const library = async (token: string) =>
    (await call(t.app, 'GET', '/api/v1/resumes', undefined, { token })).json().data.items as {
      id: string;
      title: string;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    pdf = await fs.readFile(new URL('en-two-column.pdf', FIXTURES));
    docx = await fs.readFile(new URL('en-resume.docx', FIXTURES));
  });
  afterAll(() => t.close());

  it('is recognised by its bytes: the existing resume is answered, named, and nothing is added', async () => {
    const token = (await signUp(t.app)).access_token;
    const first = await uploadFile(t.app, token, { bytes: pdf, fileName: 'Lena CV.pdf' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      id: expect.any(String),
      title: 'Lena CV',
      is_duplicate: false,
      parse_note: null,
    });
    const { id } = first.json().data;

    // Renamed on the way and sent with a title of its own: still the same file.
    const again = await uploadFile(
      t.app,
      token,
      { bytes: pdf, fileName: 'copy of my resume.pdf', title: 'Another title' },
      'en',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      data: { id, title: 'Lena CV', is_duplicate: true },
    });
    expect(again.json().message).toBe(
      'This resume is already in your library as “Lena CV”, so it was not added again',
    );
    const inChinese = await uploadFile(t.app, token, { bytes: pdf, fileName: 'cv.pdf' }, 'zh');
    expect(inChinese.statusCode).toBe(200);
    expect(inChinese.json().message).toBe('这份简历已在你的简历库中：《Lena CV》。没有重复添加');

    expect((await library(token)).map((resume) => resume.id)).toEqual([id]);
    // Its original is untouched.
    const original = await t.app.inject({
      method: 'GET',
      url: `/api/v1/resumes/${id}/file`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Buffer.compare(original.rawPayload, pdf)).toBe(0);

    // A different file is a new resume.
    const other = await uploadFile(t.app, token, { bytes: docx, fileName: 'Lena CV.docx' });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.is_duplicate).toBe(false);
    expect(await library(token)).toHaveLength(2);

    // Once its resume is deleted, the file is a new upload again.
    const deleted = await call(t.app, 'DELETE', `/api/v1/resumes/${id}`, undefined, { token });
    expect(deleted.statusCode).toBe(200);
    const afresh = await uploadFile(t.app, token, { bytes: pdf, fileName: 'Lena CV.pdf' });
    expect(afresh.statusCode).toBe(201);
    expect(afresh.json().data.id).not.toBe(id);
  });

  it('is checked per user: another account uploading the same file gets a resume of its own', async () => {
    const ada = (await signUp(t.app)).access_token;
    const bob = (await signUp(t.app, { username: 'Bob' })).access_token;
    const adas = await uploadFile(t.app, ada, { bytes: docx, fileName: 'shared.docx' });
    const bobs = await uploadFile(t.app, bob, { bytes: docx, fileName: 'shared.docx' });
    expect([adas.statusCode, bobs.statusCode]).toEqual([201, 201]);
    expect(bobs.json().data.is_duplicate).toBe(false);
    expect(bobs.json().data.id).not.toBe(adas.json().data.id);
    expect(await library(bob)).toHaveLength(1);
    expect(await library(ada)).toHaveLength(1);
  });
});
