import { createRequire } from 'node:module';
import { resumeDocumentSchema } from '@yonder/contract/resume-document';
import { describe, expect, it } from 'vitest';
import { fromJsonResume, JSON_RESUME_SCHEMA, toJsonResume } from './json-resume.ts';
import { parseResume, ResumeParseError } from './resume-parser.ts';
import { fixture } from './test-support/fixtures.ts';

const { validate } = createRequire(import.meta.url)('resume-schema') as {
  validate: (
    json: unknown,
    callback: (error: unknown, result?: { valid: boolean }) => void,
  ) => void;
};
const errorsOf = (json: unknown) =>
  new Promise<unknown>((resolve) => validate(json, (error) => resolve(error ?? null)));

describe('JSON Resume', () => {
  it('exports documents the official JSON Resume schema accepts, and imports them back unchanged', async () => {
    for (const [name, type] of [
      ['en-two-column.pdf', 'pdf'],
      ['zh-one-column.pdf', 'pdf'],
      ['en-resume.docx', 'docx'],
    ] as const) {
      const { document } = await parseResume(fixture(name), type);
      const json = toJsonResume(document, { title: 'My resume', language: 'en' });
      expect(await errorsOf(json)).toBeNull();
      expect(json).toMatchObject({
        $schema: JSON_RESUME_SCHEMA,
        meta: { version: 'v1.0.0', title: 'My resume', language: 'en' },
      });
      // Certificates carry full dates in JSON Resume; everything else comes back as it was.
      const imported = fromJsonResume(json);
      expect({ ...imported, certificates: [] }).toEqual({ ...document, certificates: [] });
      expect(imported.certificates.map((item) => item.name)).toEqual(
        document.certificates.map((item) => item.name),
      );
    }
  });

  it('carries sections of one’s own in meta and a school’s place and notes, valid and back unchanged', async () => {
    const document = resumeDocumentSchema.parse({
      basics: { name: 'Riley Marsh' },
      education: [
        { institution: 'Pomona Valley College', location: 'Claremont, CA', summary: 'Thesis' },
      ],
      customSections: [{ title: 'HONORS/AWARDS', items: ['President’s List Fall 2024'] }],
    });
    const json = toJsonResume(document);
    expect(await errorsOf(json)).toBeNull();
    expect(json).toMatchObject({
      meta: { customSections: [{ title: 'HONORS/AWARDS', items: ['President’s List Fall 2024'] }] },
    });
    expect(fromJsonResume(json)).toEqual(document);
  });

  it('writes a certificate year or month as a full date', () => {
    const document = resumeDocumentSchema.parse({
      certificates: [
        { name: 'CPA', date: '2021' },
        { name: 'PMP', date: '2019-05' },
      ],
    });
    expect(toJsonResume(document)).toMatchObject({
      certificates: [
        { name: 'CPA', date: '2021-01-01' },
        { name: 'PMP', date: '2019-05-01' },
      ],
    });
  });

  it('leaves out empty fields, which JSON Resume would reject as dates or URLs', () => {
    const document = resumeDocumentSchema.parse({
      basics: { name: 'Ada' },
      work: [{ name: 'Acme', startDate: '2020-01' }],
    });
    expect(toJsonResume(document)).toEqual({
      $schema: JSON_RESUME_SCHEMA,
      basics: { name: 'Ada' },
      work: [{ name: 'Acme', startDate: '2020-01' }],
      meta: { version: 'v1.0.0' },
    });
  });

  it('imports what other tools write, tolerantly', () => {
    const document = fromJsonResume({
      basics: {
        name: 'Richard Roe',
        phone: 5550100,
        location: { city: 'Tulsa' },
        profiles: [{ network: 'GitHub', username: 'rroe' }],
        image: '',
      },
      work: [
        {
          company: 'Pied Piper',
          position: 'CEO',
          startDate: '2013-12-01T00:00:00Z',
          highlights: ['Won Disrupt', 42],
        },
      ],
      education: [{ institution: 'University of Oklahoma', studyType: 'Bachelor', gpa: 4 }],
      volunteer: [{ organization: 'CoderDojo' }],
      skills: [{ name: 'Compression', keywords: ['MP4', null] }],
      awards: [{ title: 'Pioneer Award' }],
      basicsExtra: 'ignored',
    });
    expect(document.basics).toMatchObject({
      name: 'Richard Roe',
      phone: '5550100',
      location: { city: 'Tulsa' },
    });
    expect(document.work).toEqual([
      expect.objectContaining({
        name: 'Pied Piper',
        position: 'CEO',
        startDate: '2013-12-01',
        highlights: ['Won Disrupt', '42'],
      }),
    ]);
    expect(document.education[0]).toMatchObject({
      institution: 'University of Oklahoma',
      score: '4',
    });
    expect(document.skills[0]!.keywords).toEqual(['MP4']);
    expect(document.certificates).toEqual([]);
  });

  it('refuses what is no JSON Resume object', () => {
    for (const value of [null, 'resume', [1, 2], 42]) {
      expect(() => fromJsonResume(value)).toThrow(ResumeParseError);
    }
  });
});
