// Resume engine figures for `npm run bench`: parse time per PDF page, analysis time, and the
// parser's accuracy on the labelled real resumes (scripts/resume-accuracy.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createParsePool } from '../../apps/server/src/workers/resume-parse-pool.ts';
import { analyseResume } from '../../packages/career-ai/src/ats.ts';
import { measureAccuracy, SHARED_REALDATA, type Accuracy } from '../resume-accuracy.ts';
import { ROOT } from './server-process.ts';

const FIXTURES = path.join(ROOT, 'packages/career-ai/test/fixtures');
/** Real resumes kept beside the project on developers' machines (never in the repository). */
const REALDATA = path.join(SHARED_REALDATA, 'resumes');
/**
 * Labelled sets scored besides ../shared/realdata: folders of the same layout (labels/, and the
 * documents they name), separated as PATH is, e.g. a developer's own set of public samples.
 */
const EXTRA_LABELLED = (process.env.BENCH_RESUME_LABELLED ?? '')
  .split(path.delimiter)
  .filter(Boolean);
const RUNS = 5;
const TARGET = {
  title: 'Senior Frontend Engineer',
  description:
    'Build product UI with React and TypeScript, improve web performance and accessibility, test with Playwright, work with GraphQL and Node.js services.',
  skills: ['React', 'TypeScript', 'GraphQL'],
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const pdfsIn = (folder: string) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.pdf'))
        .map((name) => path.join(folder, name))
    : [];

export async function resumeBench(): Promise<{
  parseMsPerPage: number;
  /** Processor time: steadier than the clock on a shared machine. */
  parseCpuMsPerPage: number;
  analysisMs: number;
  files: number;
  pages: number;
  /** One per labelled set that exists: the shared real resumes first. */
  accuracy: Accuracy[];
}> {
  const perPage: number[] = [];
  const cpuPerPage: number[] = [];
  const analyses: number[] = [];
  let pages = 0;
  let files = 0;
  // As an upload is parsed: in the server's pool, whose worker thread is warm after the first file.
  const pool = createParsePool({ size: 1, timeoutMs: 60_000, maxQueued: 1 });
  const parse = (bytes: Uint8Array) => pool.parse({ owner: 'bench', bytes, fileType: 'pdf' });
  for (const file of [...pdfsIn(FIXTURES), ...pdfsIn(REALDATA)]) {
    const bytes = new Uint8Array(fs.readFileSync(file));
    let parsed;
    try {
      parsed = await parse(bytes); // warm-up; also skips the encrypted and scanned fixtures
    } catch {
      continue;
    }
    files += 1;
    pages += parsed.pages;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      // The process's processor time: the worker's parse and the messages to and from it.
      const cpu = process.cpuUsage();
      await parse(bytes);
      const used = process.cpuUsage(cpu);
      perPage.push((performance.now() - start) / parsed.pages);
      cpuPerPage.push((used.user + used.system) / 1000 / parsed.pages);
    }
    for (let run = 0; run < RUNS * 4; run += 1) {
      const start = performance.now();
      analyseResume(parsed.document, {
        target: TARGET,
        language: parsed.language,
        now: new Date(),
      });
      analyses.push(performance.now() - start);
    }
  }
  const accuracy: Accuracy[] = [];
  for (const folder of [SHARED_REALDATA, ...EXTRA_LABELLED]) {
    if (!fs.existsSync(path.join(folder, 'labels'))) continue;
    accuracy.push(
      await measureAccuracy(folder, (bytes, fileType) =>
        pool.parse({ owner: 'bench', bytes, fileType }),
      ),
    );
  }
  await pool.close();
  return {
    parseMsPerPage: median(perPage),
    parseCpuMsPerPage: median(cpuPerPage),
    analysisMs: median(analyses),
    files,
    pages,
    accuracy,
  };
}

if (import.meta.main) console.log(await resumeBench());
