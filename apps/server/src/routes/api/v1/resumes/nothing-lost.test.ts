import { parseResume } from '@yonder/career-ai/resume-parser';
import { lostLines } from '@yonder/career-ai/test-support/lost-lines';
import { wordFromPdfDocx } from '@yonder/career-ai/test-support/real-shapes-docx';
import { studentWordPdf } from '@yonder/career-ai/test-support/real-shapes-pdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../../../../test/auth-helpers.ts';
import { uploadFile } from '../../../../../test/resume-helpers.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';

/**
 * An upload keeps every line of the file somewhere in the stored resume: sections Yonder has no
 * fields for as sections of their own, what an entry's fields cannot hold in its notes. The
 * person edits those like any other section, and the exported PDF prints them.
 */
describe('an uploaded resume loses nothing', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUp(t.app)).access_token;
  });
  afterAll(() => t.close());

  const upload = async (bytes: Uint8Array, fileName: string) => {
    const res = await uploadFile(t.app, token, { bytes: Buffer.from(bytes), fileName });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    return (await call(t.app, 'GET', `/api/v1/resumes/${id}`, undefined, { token })).json().data;
  };

  it('stores every line of a Word student resume (PDF), honours under their own title', async () => {
    const bytes = await studentWordPdf();
    const resume = await upload(bytes, 'Riley Marsh.pdf');
    const { text } = await parseResume(bytes, 'pdf');
    expect(lostLines(text, resume.document)).toEqual([]);
    expect(resume.document.customSections).toContainEqual({
      title: 'HONORS/AWARDS',
      items: ['President’s List Fall 2024 – Spring 2025'],
    });
    expect(resume.document.work.map((work: { name: string }) => work.name)).toEqual([
      'Finance Society, Pomona Valley College',
      'Harbor Food Bank',
      'Sunrise Swim Club',
    ]);
  });

  it('stores every line of a Word resume made from a PDF (DOCX)', async () => {
    const bytes = wordFromPdfDocx();
    const resume = await upload(bytes, 'Dana Whitfield.docx');
    const { text } = await parseResume(bytes, 'docx');
    expect(lostLines(text, resume.document)).toEqual([]);
    expect(resume.document.customSections).toEqual([
      {
        title: '',
        items: ['Strategic Planning | Change Management | Incident Management'],
      },
    ]);
  });

  it('saves an edited section of one’s own and prints it, with a school’s notes, in the PDF', async () => {
    const resume = await upload(await studentWordPdf(), 'Riley Marsh, edited.pdf');
    const document = {
      ...resume.document,
      education: [{ ...resume.document.education[0], summary: 'Thesis on campus budgets' }],
      customSections: [
        ...resume.document.customSections,
        { title: 'Interests', items: ['Trail running', 'Chess'] },
      ],
    };
    const saved = await call(
      t.app,
      'PUT',
      `/api/v1/resumes/${resume.id}`,
      { version: resume.version, document },
      { token },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.document.customSections.at(-1)).toEqual({
      title: 'Interests',
      items: ['Trail running', 'Chess'],
    });

    for (const template of ['classic', 'modern']) {
      const res = await call(
        t.app,
        'GET',
        `/api/v1/resumes/${resume.id}/pdf?template=${template}`,
        undefined,
        { token },
      );
      expect(res.statusCode).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
      const { text } = await extractText(pdf, { mergePages: true });
      for (const shown of [
        'HONORS/AWARDS',
        'President’s List',
        'Interests',
        'Trail running',
        'Thesis on campus budgets',
        'Claremont, CA',
      ])
        expect(text, template).toContain(shown);
    }
  });
});
