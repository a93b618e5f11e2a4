// Recommendations through the HTTP API on a 200,000-job catalogue, on each database (issue 13),
// and the time to score one job in process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareCandidate } from '../../packages/career-ai/src/matching/candidate.ts';
import { scoreJob } from '../../packages/career-ai/src/matching/score.ts';
import type { MatchJob } from '../../packages/career-ai/src/matching/types.ts';
import { FIELD_RESUMES } from '../../packages/career-ai/src/test-support/field-resumes.ts';
import { DEFAULT_DEMO_SEED, demoJob } from '../../apps/server/src/modules/jobs/demo/generate.ts';
import { createPostgresDatabase } from '../../apps/server/test/test-app.ts';
import { readOutboxCode } from '../../apps/server/test/server-process.ts';
import { seedJobs } from './search.ts';
import { BENCH_JWT_SECRET, startServer } from './server-process.ts';

const PORT = process.env.BENCH_MATCHES_PORT ?? '3102';
const ROUNDS = 40;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** A new account with an uploaded-style resume (the frontend engineer's), answering its token. */
async function candidate(url: string): Promise<string> {
  const json = { 'content-type': 'application/json', 'accept-language': 'en' };
  const email = `bench-match-${Date.now()}@example.com`;
  await fetch(`${url}/api/v1/auth/send-code`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, username: 'Maya', purpose: 'signup' }),
  });
  const code = await readOutboxCode(url, email);
  const registered = await fetch(`${url}/api/v1/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username: 'Maya',
      email,
      password: 'correct horse',
      verification_code: code,
    }),
  });
  if (registered.status !== 201) throw new Error(`sign-up: ${await registered.text()}`);
  const token = ((await registered.json()) as { data: { access_token: string } }).data.access_token;
  const resume = FIELD_RESUMES[0]!;
  const created = await fetch(`${url}/api/v1/resumes`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Frontend',
      language: resume.language,
      document: resume.document,
    }),
  });
  if (created.status !== 201) throw new Error(`resume: ${await created.text()}`);
  return token;
}

export type MatchesFigures = {
  kind: 'PGlite' | 'PostgreSQL';
  jobs: number;
  /** Each request a filter never asked before: candidates read, scored and ranked. */
  p50: number;
  p95: number;
  /** Further pages of the same ranking (reused for a minute). */
  pageP50: number;
  pageP95: number;
  total: number;
};

async function measure(env: Record<string, string>, kind: MatchesFigures['kind'], jobs: number) {
  const server = await startServer({ ...env, NODE_ENV: 'development', DEMO_JOBS: '0' });
  try {
    const token = await candidate(server.url);
    const get = async (query: string) => {
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/v1/matches?${query}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      if (answer.status !== 200) throw new Error(`matches: ${await answer.text()}`);
      const body = (await answer.json()) as { data: { total: number } };
      return { ms: performance.now() - started, total: body.data.total };
    };
    // Warm-up: connections, caches, the first plans.
    for (let round = 0; round < 5; round += 1) await get(`salary_min=${round + 1}`);
    const fresh: number[] = [];
    const pages: number[] = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      // A lower bound no job sits between: the same jobs, yet a ranking never computed before.
      const first = await get(`salary_min=${100 + round}`);
      fresh.push(first.ms);
      total = first.total;
      pages.push((await get(`salary_min=${100 + round}&page=2`)).ms);
    }
    fresh.sort((a, b) => a - b);
    pages.sort((a, b) => a - b);
    return {
      kind,
      jobs,
      p50: percentile(fresh, 50),
      p95: percentile(fresh, 95),
      pageP50: percentile(pages, 50),
      pageP95: percentile(pages, 95),
      total,
    } satisfies MatchesFigures;
  } finally {
    await server.stop();
  }
}

/** Milliseconds to score one job once the candidate is prepared, over 2,000 demo jobs. */
export function scoreOneJobMs(): number {
  const now = new Date();
  const prepared = prepareCandidate({
    profile: null,
    resume: { document: FIELD_RESUMES[0]!.document, language: 'en' },
    now,
  });
  const jobs: MatchJob[] = Array.from({ length: 2_000 }, (_, i) => {
    const job = demoJob(i + 1, DEFAULT_DEMO_SEED, now);
    return {
      title: job.title,
      category: job.category,
      remoteType: job.remoteType,
      remoteRegions: job.remoteRegions,
      remoteTimezones: job.remoteTimezones,
      jobType: job.jobType,
      salaryMin: job.salary?.min ?? null,
      salaryMax: job.salary?.max ?? null,
      salaryCurrency: job.salary?.currency ?? null,
      salaryPeriod: job.salary?.period ?? null,
      experienceYears: job.experienceYears,
      skills: job.skills,
      requirements: job.requirements,
      language: job.language,
    };
  });
  for (const job of jobs) scoreJob(prepared, job);
  const started = performance.now();
  for (let pass = 0; pass < 3; pass += 1) for (const job of jobs) scoreJob(prepared, job);
  return (performance.now() - started) / (3 * jobs.length);
}

/** Seeds `jobs` demo jobs into a fresh PGlite directory and a fresh PostgreSQL database, and measures. */
export async function matchesBench(jobs: number): Promise<MatchesFigures[]> {
  const results: MatchesFigures[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-bench-matches-'));
  const postgres = await createPostgresDatabase();
  const base = { PORT, JWT_SECRET: BENCH_JWT_SECRET };
  try {
    for (const [kind, env] of [
      ['PGlite', { ...base, DATA_DIR: dataDir }],
      ['PostgreSQL', { ...base, DATA_DIR: dataDir, DATABASE_URL: postgres.url }],
    ] as const) {
      const seconds = seedJobs(env, jobs);
      console.log(`  ${kind}: ${jobs.toLocaleString('en')} jobs seeded in ${seconds.toFixed(0)} s`);
      const figures = await measure(env, kind, jobs);
      console.log(
        `  ${kind} recommendations: ${figures.total} ranked; new ranking p50 ${figures.p50.toFixed(1)} ms p95 ${figures.p95.toFixed(1)} ms; next page p50 ${figures.pageP50.toFixed(1)} ms p95 ${figures.pageP95.toFixed(1)} ms`,
      );
      results.push(figures);
    }
  } finally {
    await postgres.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
