import fs from 'node:fs';
import path from 'node:path';
import { parseResume } from '@yonder/career-ai/resume-parser';
import {
  linkedInPasteDocx,
  textBoxHeadingsDocx,
} from '@yonder/career-ai/test-support/difficult-docx';
import {
  allCapsNamePdf,
  ligaturesPdf,
  linkedContactsPdf,
  spacedWordsPdf,
} from '@yonder/career-ai/test-support/difficult-pdf';
import { fixture } from '@yonder/career-ai/test-support/fixtures';
import { lostLines } from '@yonder/career-ai/test-support/lost-lines';
import { REALDATA } from '@yonder/career-ai/test-support/postings';
import {
  linkedInRunTogetherDocx,
  wordFromPdfDocx,
} from '@yonder/career-ai/test-support/real-shapes-docx';
import {
  boldCapitalsPdf,
  classicLatexPdf,
  letterSpacedPdf,
  narrowSidebarPdf,
  openResumePdf,
  studentWordPdf,
} from '@yonder/career-ai/test-support/real-shapes-pdf';
import {
  danglingLinkDocx,
  headerAndTableDocx,
  headerOnlyDocx,
  libreOfficeDocx,
  proseOnlyPdf,
  textBoxesOnlyDocx,
} from '@yonder/career-ai/test-support/unstructured-shapes';
import type { ResumeFileType } from '@yonder/contract/resumes';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { uploadFile } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

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

type Case = {
  name: string;
  fileType: ResumeFileType;
  bytes: () => Uint8Array | Promise<Uint8Array>;
};

const FIXTURES: Case[] = [
  ...['en-date-column.pdf', 'en-two-column.pdf', 'zh-one-column.pdf', 'en-resume.docx'].map(
    (name): Case => ({
      name,
      fileType: name.endsWith('.pdf') ? 'pdf' : 'docx',
      bytes: () => fixture(name),
    }),
  ),
  ...['en-resume.doc', 'zh-resume.doc', 'zh-resume.txt'].map((name): Case => ({
    name,
    fileType: name.endsWith('.doc') ? 'doc' : 'txt',
    bytes: () => fixture(name),
  })),
  ...Object.entries({
    spacedWordsPdf,
    ligaturesPdf,
    allCapsNamePdf: () => allCapsNamePdf(),
    linkedContactsPdf,
    studentWordPdf,
    openResumePdf,
    classicLatexPdf,
    narrowSidebarPdf,
    letterSpacedPdf,
    boldCapitalsPdf,
    proseOnlyPdf,
  }).map(([name, bytes]): Case => ({ name, fileType: 'pdf', bytes })),
  ...Object.entries({
    textBoxHeadingsDocx,
    linkedInPasteDocx: () => linkedInPasteDocx(),
    wordFromPdfDocx,
    linkedInRunTogetherDocx,
    headerAndTableDocx,
    headerOnlyDocx,
    textBoxesOnlyDocx,
    libreOfficeDocx,
    danglingLinkDocx,
  }).map(([name, bytes]): Case => ({ name, fileType: 'docx', bytes })),
];

/** The documents the shared labels name (../shared/realdata/labels), the real ones. */
const REAL: Case[] = fs.existsSync(path.join(REALDATA, 'labels'))
  ? fs
      .readdirSync(path.join(REALDATA, 'labels'))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name): Case => {
        const { file } = JSON.parse(
          fs.readFileSync(path.join(REALDATA, 'labels', name), 'utf8'),
        ) as { file: string };
        const extension = path.extname(file).slice(1).toLowerCase() as ResumeFileType;
        return {
          name: file,
          fileType: extension,
          bytes: () => new Uint8Array(fs.readFileSync(path.join(REALDATA, file))),
        };
      })
  : [];

/**
 * Every line of the text the parser reads from a file is in the stored resume (some field or a
 * section of its own), for the project's fixtures and the real resumes beside the repository.
 */
describe('no line of a file is lost between the upload and the stored resume', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A new account every few files: uploads are limited per hour and user.
  let token = '';
  let uploads = 0;
  const storedDocument = async ({ name }: Case, data: Uint8Array) => {
    if (uploads++ % 20 === 0) token = (await signUp(t.app)).access_token;
    const res = await uploadFile(t.app, token, { bytes: Buffer.from(data), fileName: name });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    return (await call(t.app, 'GET', `/api/v1/resumes/${id}`, undefined, { token })).json().data
      .document;
  };

  it.each(FIXTURES.map((item) => [item.name, item] as const))('fixture %s', async (_name, item) => {
    const data = await item.bytes();
    const document = await storedDocument(item, data);
    const { text } = await parseResume(data, item.fileType);
    expect(lostLines(text, document)).toEqual([]);
  });

  describe.runIf(REAL.length > 0)('the shared real resumes', () => {
    it('holds ten labelled documents', () => {
      expect(REAL.length).toBeGreaterThanOrEqual(10);
    });
    it.each(REAL.map((item) => [item.name, item] as const))('%s', async (_name, item) => {
      const data = await item.bytes();
      const document = await storedDocument(item, data);
      const { text } = await parseResume(data, item.fileType);
      expect(lostLines(text, document)).toEqual([]);
    });
  });
});
