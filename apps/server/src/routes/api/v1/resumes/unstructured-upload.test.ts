import { parseResume } from '@yonder/career-ai/resume-parser';
import { fixture } from '@yonder/career-ai/test-support/fixtures';
import { lostLines } from '@yonder/career-ai/test-support/lost-lines';
import {
  danglingLinkDocx,
  headerAndTableDocx,
  headerOnlyDocx,
  libreOfficeDocx,
  proseOnlyPdf,
  textBoxesOnlyDocx,
} from '@yonder/career-ai/test-support/unstructured-shapes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { uploadFile } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/**
 * A file Word, LibreOffice or a PDF viewer opens is stored as a resume, never refused as damaged:
 * one the parser cannot sort into sections with all of its text and a note for the editor; a
 * scanned PDF, which has no text at all, is refused with what to do instead.
 */
describe('uploads the parser can hardly structure', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUp(t.app)).access_token;
  });
  afterAll(() => t.close());

  const upload = async (bytes: Uint8Array, fileName: string) => {
    const res = await uploadFile(t.app, token, { bytes: Buffer.from(bytes), fileName });
    expect(res.statusCode, res.body).toBe(201);
    const { id, parse_note } = res.json().data;
    const resume = (await call(t.app, 'GET', `/api/v1/resumes/${id}`, undefined, { token })).json()
      .data;
    // The upload's answer says the same as the stored resume.
    expect(parse_note).toBe(resume.parse_note);
    return resume;
  };

  it('stores a PDF of prose with its whole text and the note that it is not sorted', async () => {
    const bytes = await proseOnlyPdf();
    const resume = await upload(bytes, 'about me.pdf');
    expect(resume.parse_note).toBe('unstructured');
    const { text } = await parseResume(bytes, 'pdf');
    expect(lostLines(text, resume.document)).toEqual([]);
    expect(resume.document.basics.summary).toContain(
      'where I also cooked breakfast for the guests and kept the accounts in order every week.',
    );
  });

  it('stores a Word file whose text is all in the page header, with the note', async () => {
    const bytes = headerOnlyDocx();
    const resume = await upload(bytes, 'Tomasz.docx');
    expect(resume).toMatchObject({ title: 'Tomasz', parse_note: 'unstructured' });
    expect(resume.document.basics).toMatchObject({
      name: 'Tomasz Kowalczyk',
      email: 'tomasz.k@example.com',
      phone: '+48 601 234 567',
    });
    const { text } = await parseResume(bytes, 'docx');
    expect(lostLines(text, resume.document)).toEqual([]);
  });

  it('reads Word files laid out as one table, in text frames, or written by LibreOffice: no note', async () => {
    const table = await upload(headerAndTableDocx(), 'Mei.docx');
    expect(table.parse_note).toBeNull();
    expect(table.document.basics.name).toBe('Mei Lin Zhou');
    expect(table.document.education[0].institution).toBe('Zhejiang Normal University');

    const frames = await upload(textBoxesOnlyDocx(), 'Ines.docx');
    expect(frames.parse_note).toBeNull();
    expect(frames.document.work[0]).toMatchObject({
      name: 'Ribeira Studio',
      position: 'Illustrator',
    });

    const libreOffice = await upload(libreOfficeDocx(), 'Hana.docx');
    expect(libreOffice.parse_note).toBeNull();
    expect(libreOffice.document.basics).toMatchObject({
      name: 'Hana Novák',
      email: 'hana.novak@example.com',
    });
  });

  it('stores a Word file whose link has no relationship (mammoth refuses it), not "damaged"', async () => {
    const resume = await upload(danglingLinkDocx(), 'Aroha.docx');
    expect(resume.parse_note).toBeNull();
    expect(resume.document.basics).toMatchObject({
      name: 'Aroha Ngata',
      email: 'aroha.ngata@example.com',
    });
  });

  it('refuses a scanned PDF saying it has no text to read and what to upload instead', async () => {
    for (const [language, words] of [
      ['zh', ['没有文字层', '可以选中文字的 PDF 或 Word 文件']],
      ['en', ['no text layer', 'a PDF with selectable text or a Word file']],
    ] as const) {
      const res = await uploadFile(
        t.app,
        token,
        { bytes: Buffer.from(fixture('scanned.pdf')), fileName: 'scan.pdf' },
        language,
      );
      expect(res.statusCode).toBe(422);
      for (const word of words) expect(res.json().message).toContain(word);
      expect(res.json().message).not.toMatch(/损坏|damaged/u);
    }
  });

  it('has no note on a resume made in the editor', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/v1/resumes',
      { title: 'Blank', language: 'en' },
      { token },
    );
    const { id } = res.json().data;
    const resume = (await call(t.app, 'GET', `/api/v1/resumes/${id}`, undefined, { token })).json()
      .data;
    expect(resume.parse_note).toBeNull();
  });
});
