// The ATS headline score of resumes of four fields against a posting of their own field and of
// the others: `node scripts/ats-separation.ts`. Two sets: the repository's own fixtures
// (packages/career-ai/src/test-support/four-fields.ts) and the real samples beside the repository
// (../shared/realdata: the accountant and full-stack resumes, RemoteOK postings of four fields).
import fs from 'node:fs';
import path from 'node:path';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { analyseResume } from '../packages/career-ai/src/ats.ts';
import { parseResume } from '../packages/career-ai/src/resume-parser.ts';
import { FOUR_FIELDS } from '../packages/career-ai/src/test-support/four-fields.ts';
import {
  REALDATA,
  realRemoteOk,
  remoteOkTarget,
} from '../packages/career-ai/src/test-support/postings.ts';

type Target = Parameters<typeof analyseResume>[1]['target'];
const NOW = new Date('2025-06-01T00:00:00Z');

function table(
  title: string,
  resumes: { name: string; field: string; document: ResumeDocument }[],
  postings: { field: string; name: string; target: Target }[],
) {
  console.log(`\n${title}`);
  console.log(
    ['resume', ...postings.map((posting) => posting.name), 'own − best other'].join(' | '),
  );
  for (const resume of resumes) {
    const scores = postings.map(
      (posting) =>
        analyseResume(resume.document, { target: posting.target, language: 'en', now: NOW }).score,
    );
    const own = scores[postings.findIndex((posting) => posting.field === resume.field)]!;
    const other = Math.max(...scores.filter((_, index) => postings[index]!.field !== resume.field));
    console.log([resume.name, ...scores, own - other].join(' | '));
  }
}

table(
  'Fixtures (four fields)',
  FOUR_FIELDS.map((entry) => ({ name: entry.field, field: entry.field, document: entry.resume })),
  FOUR_FIELDS.map((entry) => ({
    field: entry.field,
    name: entry.posting.position,
    target: remoteOkTarget(entry.posting),
  })),
);

const real = realRemoteOk();
const realPostings = [
  ['product', 'Product Manager for Aera'],
  ['backend', 'Staff Engineer'],
  ['fullstack', 'Full Stack React Engineer'],
  ['accounting', 'Financial Controller'],
].map(([field, position]) => ({
  field: field!,
  name: position!,
  target: remoteOkTarget(real.get(position!)!),
}));
const read = async (file: string, type: 'pdf' | 'docx') =>
  (await parseResume(new Uint8Array(fs.readFileSync(path.join(REALDATA, 'resumes', file))), type))
    .document;
table(
  'Real postings (RemoteOK), fixture and real resumes',
  [
    ...FOUR_FIELDS.map((entry) => ({
      name: `${entry.field} (fixture)`,
      field: entry.field,
      document: entry.resume,
    })),
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
  realPostings,
);
