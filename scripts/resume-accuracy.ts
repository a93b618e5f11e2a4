// Field accuracy of the resume parser against expected values kept outside the repository:
//   node scripts/resume-accuracy.ts <expected.json> [folder]
// The expected file maps a resume's file name to `{ "basics.name": "…", "work.length": 3, … }`
// (a path into the parsed document, `length` for a list's size), or to another file name whose
// expectations it shares (the same resume as PDF and DOCX). The folder defaults to
// ../shared/realdata/resumes, the real resumes written by others that never enter the repository.
import fs from 'node:fs';
import path from 'node:path';
import type { ResumeFileType } from '@yonder/contract/resumes';
import { parseResume } from '../packages/career-ai/src/resume-parser.ts';

type Expected = Record<string, string | number>;

const [expectedPath, folderArgument] = process.argv.slice(2);
if (!expectedPath) {
  console.error('usage: node scripts/resume-accuracy.ts <expected.json> [folder]');
  process.exit(2);
}
const folder =
  folderArgument ?? path.join(import.meta.dirname, '..', '..', 'shared', 'realdata', 'resumes');
const expectations = JSON.parse(fs.readFileSync(expectedPath, 'utf8')) as Record<
  string,
  Expected | string
>;

const valueAt = (document: unknown, fieldPath: string): unknown =>
  fieldPath
    .split('.')
    .reduce<unknown>(
      (value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]),
      document,
    );
const same = (actual: unknown, expected: string | number) =>
  typeof expected === 'number'
    ? actual === expected
    : typeof actual === 'string' && actual.replace(/\s+/g, ' ').trim() === expected;

const byField = new Map<string, { right: number; total: number }>();
let right = 0;
let total = 0;
for (const [file, entry] of Object.entries(expectations)) {
  const expected = typeof entry === 'string' ? (expectations[entry] as Expected) : entry;
  const type = path.extname(file).slice(1) as ResumeFileType;
  let document: unknown = null;
  try {
    document = (await parseResume(new Uint8Array(fs.readFileSync(path.join(folder, file))), type))
      .document;
  } catch (error) {
    console.log(`${file}: not parsed (${(error as Error).message})`);
  }
  const misses: string[] = [];
  for (const [fieldPath, value] of Object.entries(expected)) {
    const actual = valueAt(document, fieldPath);
    const ok = same(actual, value);
    const field = fieldPath.replace(/\.\d+\./g, '[].');
    const tally = byField.get(field) ?? { right: 0, total: 0 };
    tally.total += 1;
    total += 1;
    if (ok) {
      tally.right += 1;
      right += 1;
    } else misses.push(`${fieldPath}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(value)}`);
    byField.set(field, tally);
  }
  const count = Object.keys(expected).length;
  console.log(`${file}: ${count - misses.length}/${count}`);
  for (const miss of misses) console.log(`  ${miss}`);
}
console.log('\nper field:');
for (const [field, tally] of [...byField].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${field.padEnd(28)} ${tally.right}/${tally.total}`);
console.log(`\nfields right: ${right}/${total} = ${((100 * right) / total).toFixed(1)}%`);
