import fs from 'node:fs';
import path from 'node:path';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { describe, expect, it } from 'vitest';
import { analyseResume } from '../ats.ts';
import { parseResume } from '../resume-parser.ts';
import { FOUR_FIELDS, type FourField } from '../test-support/four-fields.ts';
import { REALDATA, realRemoteOk, remoteOkTarget } from '../test-support/postings.ts';
import type { JobTarget } from './keywords.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
/** The headline gap between a resume's own field and any other field's posting (the bar). */
const SEPARATION = 25;

const score = (document: ResumeDocument, target: JobTarget) =>
  analyseResume(document, { target, language: 'en', now: NOW }).score;

/** Each resume's headline against its own field's posting and every other one. */
function gaps(
  resumes: { name: string; field: FourField; document: ResumeDocument }[],
  postings: Record<FourField, JobTarget>,
) {
  return resumes.flatMap((resume) => {
    const own = score(resume.document, postings[resume.field]);
    return (Object.keys(postings) as FourField[])
      .filter((field) => field !== resume.field)
      .map((field) => ({
        pair: `${resume.name} vs ${field}`,
        own,
        other: score(resume.document, postings[field]),
      }));
  });
}

const FIXTURE_RESUMES = FOUR_FIELDS.map((entry) => ({
  name: entry.field,
  field: entry.field,
  document: entry.resume,
}));

describe('a resume scores clearly higher against its own field', () => {
  it(`four fields, the repository's postings: at least ${SEPARATION} points above every other field`, () => {
    const postings = Object.fromEntries(
      FOUR_FIELDS.map((entry) => [entry.field, remoteOkTarget(entry.posting)]),
    ) as Record<FourField, JobTarget>;
    const found = gaps(FIXTURE_RESUMES, postings);
    expect(found.filter(({ own, other }) => own - other < SEPARATION)).toEqual([]);
    expect(found.every(({ own }) => own >= 75)).toBe(true);
  });

  it(`four fields against real RemoteOK postings, and two real resumes: at least ${SEPARATION} points above`, async () => {
    const real = realRemoteOk();
    const postings: Record<FourField, JobTarget> = {
      product: remoteOkTarget(real.get('Product Manager for Aera')!),
      backend: remoteOkTarget(real.get('Staff Engineer')!),
      fullstack: remoteOkTarget(real.get('Full Stack React Engineer')!),
      accounting: remoteOkTarget(real.get('Financial Controller')!),
    };
    const read = async (file: string, type: 'pdf' | 'docx') =>
      (
        await parseResume(
          new Uint8Array(fs.readFileSync(path.join(REALDATA, 'resumes', file))),
          type,
        )
      ).document;
    const found = gaps(
      [
        ...FIXTURE_RESUMES,
        {
          name: 'bruce_wayne_fullstack.pdf',
          field: 'fullstack',
          document: await read('bruce_wayne_fullstack.pdf', 'pdf'),
        },
        {
          name: '01-Accountant.docx',
          field: 'accounting',
          document: await read('01-Accountant.docx', 'docx'),
        },
      ],
      postings,
    );
    expect(found.filter(({ own, other }) => own - other < SEPARATION)).toEqual([]);
  });

  it('shows how the headline is made: must-haves most, nice-to-haves, the resume’s own quality', () => {
    const { resume, posting } = FOUR_FIELDS.find((entry) => entry.field === 'backend')!;
    const product = FOUR_FIELDS.find((entry) => entry.field === 'product')!.posting;
    for (const target of [remoteOkTarget(posting), remoteOkTarget(product)]) {
      const result = analyseResume(resume, { target, language: 'en', now: NOW });
      const parts = result.parts!;
      expect(parts.map((part) => part.part)).toEqual(['mustHave', 'niceToHave', 'resume']);
      expect(parts.map((part) => part.weight)).toEqual([0.6, 0.15, 0.25]);
      const weighted = parts.reduce((sum, part) => sum + part.score * part.weight, 0);
      expect(Math.abs(result.score - weighted)).toBeLessThanOrEqual(0.5);
      const must = result.requirements!.filter((check) => check.importance === 'must');
      expect(parts[0]).toMatchObject({
        met: must.filter((check) => check.met).length,
        total: must.length,
      });
    }
  });
});
