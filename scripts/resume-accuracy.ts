// The resume parser's accuracy on real resumes kept outside the repository, scored by their own
// scorer against hand-made labels:
//   node scripts/resume-accuracy.ts [folder …]
// A folder holds `labels/<file>.json` (each naming its document, `"file": "resumes/x.pdf"`) beside
// the documents, as ../shared/realdata does (the default). Every folder is scored by
// ../shared/realdata/score-resume.mjs, so a set gathered elsewhere is judged by the same rules.
// `npm run bench -- resume` prints the same report, parsed in the server's parse pool.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { ResumeFileType } from '@yonder/contract/resumes';
import { lostLines } from '../packages/career-ai/src/test-support/lost-lines.ts';

export const SHARED_REALDATA = path.join(import.meta.dirname, '..', '..', 'shared', 'realdata');

type Score = { right: number; checked: number; rows: [field: string, isRight: boolean][] };
type Scorer = (document: ResumeDocument, label: object) => Score;
export type Parse = (
  bytes: Uint8Array,
  fileType: ResumeFileType,
) => Promise<{ document: ResumeDocument; text: string }>;

export type DocumentAccuracy = {
  label: string;
  right: number;
  checked: number;
  /** The fields the parse got wrong; an unparsed document misses every field it has. */
  misses: string[];
  /** Lines of the text read that the document holds (nothing lost: all of them). */
  lines: Tally;
  error?: string;
};
export type Tally = { right: number; checked: number };
export type Accuracy = {
  folder: string;
  documents: DocumentAccuracy[];
  fields: Map<string, Tally>;
  total: Tally;
  lines: Tally;
};

async function loadScorer(): Promise<Scorer> {
  const scorer = path.join(SHARED_REALDATA, 'score-resume.mjs');
  const module = (await import(pathToFileURL(scorer).href)) as { scoreResume: Scorer };
  return module.scoreResume;
}

const FILE_TYPES: Record<string, ResumeFileType> = {
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.doc': 'doc',
  '.txt': 'txt',
};

/** Every labelled document of a folder parsed by `parse` and scored. */
export async function measureAccuracy(folder: string, parse: Parse): Promise<Accuracy> {
  const scoreResume = await loadScorer();
  const labelFolder = path.join(folder, 'labels');
  const documents: DocumentAccuracy[] = [];
  const fields = new Map<string, Tally>();
  const total = { right: 0, checked: 0 };
  const kept = { right: 0, checked: 0 };
  const names = fs.existsSync(labelFolder)
    ? fs
        .readdirSync(labelFolder)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  for (const name of names) {
    const label = JSON.parse(fs.readFileSync(path.join(labelFolder, name), 'utf8')) as {
      file: string;
    };
    const file = path.join(folder, label.file);
    const fileType = FILE_TYPES[path.extname(file).toLowerCase()];
    let document: ResumeDocument | null = null;
    let lines = { right: 0, checked: 0 };
    let error: string | undefined;
    try {
      if (!fileType) throw new Error(`no parser for ${path.extname(file)}`);
      const parsed = await parse(new Uint8Array(fs.readFileSync(file)), fileType);
      document = parsed.document;
      const read = parsed.text.split('\n').filter((line) => line.trim()).length;
      lines = { right: read - lostLines(parsed.text, document).length, checked: read };
    } catch (caught) {
      error = (caught as Error).message;
    }
    kept.right += lines.right;
    kept.checked += lines.checked;
    // An unparsed document is scored as an empty one: every field it should have is missed.
    const score = scoreResume(document ?? ({} as ResumeDocument), label);
    for (const [field, isRight] of score.rows) {
      const tally = fields.get(field) ?? { right: 0, checked: 0 };
      tally.checked += 1;
      if (isRight) tally.right += 1;
      fields.set(field, tally);
    }
    total.right += score.right;
    total.checked += score.checked;
    documents.push({
      label: name.replace(/\.json$/, ''),
      right: score.right,
      checked: score.checked,
      misses: score.rows.filter(([, isRight]) => !isRight).map(([field]) => field),
      lines,
      ...(error ? { error } : {}),
    });
  }
  return { folder, documents, fields, total, lines: kept };
}

const share = ({ right, checked }: Tally) =>
  `${right}/${checked} = ${checked ? ((100 * right) / checked).toFixed(1) : '0.0'}%`;

/** The report as printed: per document (with what it missed), per field, then overall. */
export function formatAccuracy(accuracy: Accuracy): string {
  const lines = [`Resume parser accuracy: ${accuracy.folder}`, '', 'per document:'];
  const width = Math.max(12, ...accuracy.documents.map((document) => document.label.length));
  for (const document of accuracy.documents) {
    const counts = new Map<string, number>();
    for (const field of document.misses) counts.set(field, (counts.get(field) ?? 0) + 1);
    const missed =
      counts.size > 0
        ? `  missed ${[...counts].map(([field, count]) => (count > 1 ? `${field} ×${count}` : field)).join(', ')}`
        : '';
    const error = document.error ? `  not parsed: ${document.error}` : '';
    const kept = `, lines kept ${document.lines.right}/${document.lines.checked}`;
    lines.push(`  ${document.label.padEnd(width)}  ${share(document)}${kept}${error}${missed}`);
  }
  lines.push('', 'per field:');
  for (const [field, tally] of [...accuracy.fields].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`  ${field.padEnd(width)}  ${share(tally)}`);
  lines.push('', `fields right: ${share(accuracy.total)} (${accuracy.documents.length} documents)`);
  lines.push(`lines kept (nothing lost): ${share(accuracy.lines)}`);
  return lines.join('\n');
}

if (import.meta.main) {
  const { parseResume } = await import('../packages/career-ai/src/resume-parser.ts');
  const folders = process.argv.slice(2);
  for (const folder of folders.length > 0 ? folders : [SHARED_REALDATA]) {
    if (!fs.existsSync(path.join(folder, 'labels'))) {
      console.error(`${folder}: no labels/ folder`);
      process.exitCode = 2;
      continue;
    }
    const accuracy = await measureAccuracy(path.resolve(folder), (bytes, fileType) =>
      parseResume(bytes, fileType),
    );
    console.log(`${formatAccuracy(accuracy)}\n`);
  }
}
