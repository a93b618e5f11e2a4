import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { en, zh } from '#test/resume-samples.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** The text a PDF reader gets out of the file, spaces squeezed. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('resume exports', () => {
  let t: TestApp;
  let token: string;
  let zhId: string;
  let enId: string;
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUp(t.app)).access_token;
    const create = async (payload: object) =>
      (await call(t.app, 'POST', '/api/v1/resumes', payload, { token })).json().data.id as string;
    zhId = await create({ title: '林小雨的简历', language: 'zh', document: zh });
    enId = await create({ title: 'Ada / Backend', language: 'en', document: en });
  });
  afterAll(() => t.close());

  for (const template of ['classic', 'modern'] as const) {
    it(`renders a Chinese resume in the ${template} template with Chinese headings and the font embedded`, async () => {
      const res = await get(`/api/v1/resumes/${zhId}/pdf?template=${template}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('林小雨的简历.pdf')}`,
      );
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // A subset of Noto Sans SC travels inside the file, so any reader shows the Chinese.
      expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
      expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
      expect(bytes.length).toBeLessThan(300_000);
      const text = await pdfText(bytes);
      for (const expected of [
        '林小雨',
        '字节跳动',
        '阿里巴巴',
        '工作经历',
        '教育背景',
        '浙江大学',
        'React',
        '将首屏加载时间从 3.2 秒降到 1.1 秒',
      ])
        expect(text).toContain(expected);
    });

    it(`renders an English resume in the ${template} template over more than one page`, async () => {
      const res = await get(`/api/v1/resumes/${enId}/pdf?template=${template}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="Ada   Backend.pdf"');
      const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
      expect(pdf.numPages).toBeGreaterThan(1);
      const text = await pdfText(res.rawPayload);
      for (const expected of [
        'Ada Lovelace',
        'Company 5 Ltd',
        'Work experience',
        'Education',
        'University of Cambridge',
        'Present',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('工作经历');
    });
  }

  it('defaults to the classic template and refuses an unknown one', async () => {
    const plain = await get(`/api/v1/resumes/${enId}/pdf`);
    expect(plain.statusCode).toBe(200);
    expect((await get(`/api/v1/resumes/${enId}/pdf?template=fancy`)).statusCode).toBe(422);
  });

  it('exports the JSON Resume document', async () => {
    const res = await get(`/api/v1/resumes/${zhId}/json-resume`);
    expect(res.statusCode).toBe(200);
    const json = res.json().data;
    expect(json.basics).toMatchObject({ name: '林小雨', email: 'lin.xiaoyu@example.com' });
    expect(json.work[0]).toMatchObject({
      name: '字节跳动',
      position: '高级前端工程师',
      startDate: '2020-03',
    });
    expect(json.meta).toMatchObject({ language: 'zh', title: '林小雨的简历' });
  });

  it('has no original file for a resume that was not uploaded', async () => {
    const res = await call(t.app, 'GET', `/api/v1/resumes/${enId}/file`, undefined, { token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This resume was not uploaded, so it has no original file');
  });
});
