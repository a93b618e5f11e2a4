import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '@yonder/contract/resumes';
import { call, signUp } from '#test/auth-helpers.ts';
import {
  ENGLISH_RESUME_LINES,
  makePdf,
  multipartBody,
  PNG_BYTES,
  uploadFile,
} from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe('POST /api/v1/resumes (upload)', () => {
  let t: TestApp;
  let token: string;
  let resumePdf: Buffer;
  const listTitles = async () =>
    (await call(t.app, 'GET', '/api/v1/resumes', undefined, { token }))
      .json()
      .data.items.map((item: { title: string }) => item.title);

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUp(t.app)).access_token;
    resumePdf = await makePdf(ENGLISH_RESUME_LINES);
  });
  afterAll(() => t.close());

  it('parses a PDF, stores the structured resume and keeps the original byte for byte', async () => {
    const res = await uploadFile(t.app, token, {
      bytes: resumePdf,
      fileName: 'Ada Lovelace CV.pdf',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    const resume = (await call(t.app, 'GET', `/api/v1/resumes/${id}`, undefined, { token })).json()
      .data;
    expect(resume).toMatchObject({
      id,
      title: 'Ada Lovelace CV',
      origin: 'upload',
      language: 'en',
      file_name: 'Ada Lovelace CV.pdf',
      file_type: 'pdf',
      version: 1,
      parent_id: null,
    });
    expect(resume.document.basics.name).toBe('Ada Lovelace');
    expect(resume.document.basics.email).toBe('ada@example.com');
    expect(JSON.stringify(resume.document.work)).toContain('Northwind');

    const original = await t.app.inject({
      method: 'GET',
      url: `/api/v1/resumes/${id}/file`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['content-disposition']).toContain('attachment;');
    expect(original.headers['content-disposition']).toContain(
      "filename*=UTF-8''Ada%20Lovelace%20CV.pdf",
    );
    expect(Buffer.compare(original.rawPayload, resumePdf)).toBe(0);
  });

  it('reads the real type from the bytes: a text file named .pdf is stored as text', async () => {
    const res = await uploadFile(t.app, token, {
      bytes: ENGLISH_RESUME_LINES.join('\n'),
      fileName: 'looks-like.pdf',
      title: 'Plain text resume',
    });
    expect(res.statusCode).toBe(201);
    const resume = (
      await call(t.app, 'GET', `/api/v1/resumes/${res.json().data.id}`, undefined, { token })
    ).json().data;
    expect(resume).toMatchObject({ title: 'Plain text resume', file_type: 'txt' });
    expect(resume.document.basics.name).toBe('Ada Lovelace');
  });

  it('parses Word files (.docx and the older .doc) and a Chinese PDF', async () => {
    const fixtures = new URL(
      '../../../../../../../packages/career-ai/test/fixtures/',
      import.meta.url,
    );
    const cases = [
      ['en-resume.docx', 'docx', 'en'],
      ['zh-resume.doc', 'doc', 'zh'],
      ['zh-one-column.pdf', 'pdf', 'zh'],
    ] as const;
    for (const [fileName, fileType, language] of cases) {
      const bytes = await fs.readFile(new URL(fileName, fixtures));
      const res = await uploadFile(t.app, token, { bytes, fileName });
      expect(res.statusCode, fileName).toBe(201);
      const resume = (
        await call(t.app, 'GET', `/api/v1/resumes/${res.json().data.id}`, undefined, { token })
      ).json().data;
      expect(resume).toMatchObject({ file_type: fileType, language });
      expect(resume.document.basics.name, fileName).not.toBe('');
      expect(resume.document.work.length, fileName).toBeGreaterThan(0);
    }
  });

  describe('refuses a bad file, says which problem it has, and stores nothing', () => {
    const cases: Array<
      [string, () => Promise<{ bytes: Buffer | string; fileName: string }>, number, RegExp]
    > = [
      [
        'an image named .pdf',
        async () => ({ bytes: PNG_BYTES, fileName: 'resume.pdf' }),
        422,
        /Unsupported file type/,
      ],
      [
        'an encrypted PDF',
        async () => ({
          bytes: await makePdf(ENGLISH_RESUME_LINES, { userPassword: 'secret' }),
          fileName: 'locked.pdf',
        }),
        422,
        /encrypted or password-protected/,
      ],
      [
        'a scanned PDF without a text layer',
        async () => ({ bytes: await makePdf([], { textLayer: false }), fileName: 'scan.pdf' }),
        422,
        /no text layer/,
      ],
      [
        'a malformed PDF',
        async () => ({
          bytes: Buffer.concat([
            Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'),
            Buffer.alloc(2000, 0x37),
          ]),
          fileName: 'broken.pdf',
        }),
        422,
        /damaged or malformed/,
      ],
      [
        'a Word file that is really a zip of something else',
        async () => ({ bytes: Buffer.from('504b0304140000000000', 'hex'), fileName: 'cv.docx' }),
        422,
        /Unsupported file type/,
      ],
      [
        'an empty file',
        async () => ({ bytes: Buffer.alloc(0), fileName: 'empty.txt' }),
        422,
        /no readable text/,
      ],
      [
        'a file larger than 5 MB',
        async () => ({
          bytes: Buffer.concat([resumePdf, Buffer.alloc(RESUME_MAX_BYTES, 0x20)]),
          fileName: 'huge.pdf',
        }),
        413,
        /larger than 5 MB/,
      ],
    ];
    for (const [name, makeFile, status, message] of cases) {
      it(name, async () => {
        const before = await listTitles();
        const res = await uploadFile(t.app, token, await makeFile());
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ success: false, code: status });
        expect(res.json().message).toMatch(message);
        expect(await listTitles()).toEqual(before);
      });
    }
  });

  it('says so in Chinese for a Chinese interface', async () => {
    const res = await uploadFile(t.app, token, { bytes: PNG_BYTES, fileName: '简历.pdf' }, 'zh');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('不支持该文件类型');
    const locked = await uploadFile(
      t.app,
      token,
      { bytes: await makePdf(['林小雨'], { userPassword: 'x' }), fileName: '简历.pdf' },
      'zh',
    );
    expect(locked.json().message).toContain('已加密');
  });

  it('asks for the file when the form has none, and needs a signed-in user', async () => {
    const body = multipartBody([{ name: 'title', data: 'No file' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resumes',
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Choose a resume file');
    const guest = await uploadFile(t.app, 'not-a-token', { bytes: resumePdf, fileName: 'a.pdf' });
    expect(guest.statusCode).toBe(401);
  });
});
