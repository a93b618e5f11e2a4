// Search latency and throughput through the HTTP API on a 200,000-job catalogue (issue 4).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createPostgresDatabase } from '../../apps/server/test/test-app.ts';
import {
  createDistinctSearches,
  get,
  measureDistinctSearch,
  type DistinctFigures,
} from './distinct-search.ts';
import { BENCH_JWT_SECRET, ROOT, startServer } from './server-process.ts';

/**
 * The fixed mix: every kind of search a user makes, each as the client sends it (issue 33: the
 * words people type, a quoted phrase, three words, a typo, a Chinese compound and "open to me").
 */
export const SEARCH_MIX = [
  ['single word', 'keyword=engineer'],
  ['rare word', 'keyword=kubernetes'],
  ['two words', 'keyword=react%20typescript'],
  ['three words', 'keyword=senior%20react%20engineer'],
  ['quoted phrase', `keyword=${encodeURIComponent('"machine learning"')}`],
  ['typo', 'keyword=kubernetis'],
  ['Chinese word', `keyword=${encodeURIComponent('前端')}`],
  ['Chinese compound', `keyword=${encodeURIComponent('前端工程师')}`],
  ['keyword + two filters', 'keyword=python&category=backend&remote_type=fullRemote'],
  ['keyword, deep page', 'keyword=developer&page=40'],
  ['open to me', 'keyword=engineer&open_to=CN&timezone=Asia%2FShanghai'],
  ['filters only', 'category=design&salary_min=50000&salary_max=99999'],
  ['no parameters', ''],
  ['deep page', 'page=400&remote_type=fullRemote'],
] as const;

const searchPath = (query: string) => `/api/v1/jobs/getAllJobs?${query}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Fills the configured database with `count` demo jobs through the seeding command. */
export function seedJobs(env: Record<string, string>, count: number): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['apps/server/src/db/seed-cli.ts', '--jobs', String(count)],
    { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('seeding failed');
  return (performance.now() - started) / 1000;
}

export type SearchFigures = {
  p50: number;
  p95: number;
  perQuery: { name: string; p50: number; p95: number; total: number }[];
  rps?: number;
  /** Searches of the mix at one connection that did not answer 200. */
  failures: number;
  /** Errors (non-2xx answers) at 32 connections. */
  errors?: number;
  /** A bare Node HTTP server's requests per second at 32 connections, in the same run. */
  rawNodeRps?: number;
  /** 32 connections of searches that never repeat (issue 12). */
  distinct?: DistinctFigures;
};

/**
 * p50 and p95 over the mix (each query `rounds` times, after a warm-up), then RPS at 32 connections,
 * then 32 connections of searches that never repeat.
 */
export async function measureSearch(
  env: Record<string, string>,
  { rounds = 30, withThroughput = false, withDistinct = false } = {},
): Promise<SearchFigures> {
  const server = await startServer({ ...env, DEMO_JOBS: '0' });
  // One kept-alive connection through node:http: `fetch` costs the client about a millisecond a
  // request and, every tenth of a second, a garbage collection of ten, which the server's figures
  // would otherwise carry.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const all: number[] = [];
    const perQuery: SearchFigures['perQuery'] = [];
    let failures = 0;
    for (const [name, query] of SEARCH_MIX) {
      const url = new URL(searchPath(query), server.url);
      const first = await get(agent, url);
      // A search that fails is printed as -1 matches (and counted as an error below).
      const total = (JSON.parse(first.body) as { data?: { total: number } }).data?.total ?? -1;
      const times: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const started = performance.now();
        const { status } = await get(agent, url);
        if (status !== 200) failures += 1;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      perQuery.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), total });
    }
    all.sort((a, b) => a - b);
    const figures: SearchFigures = {
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      perQuery,
      failures,
    };
    if (withThroughput) {
      const load = (duration: number) =>
        autocannon({
          url: server.url,
          connections: 32,
          duration,
          requests: SEARCH_MIX.map(([, query]) => ({
            method: 'GET' as const,
            path: searchPath(query),
          })),
        });
      // Steady state: the first seconds open the database connections and fill their caches.
      await load(2);
      const result = await load(10);
      figures.errors = result.non2xx + result.errors;
      figures.rps = result.requests.average;
      figures.rawNodeRps = await rawNodeRps(10);
    }
    if (withDistinct) {
      // One stream of searches for the warm-up and the measure: no keyword is ever asked twice.
      const next = createDistinctSearches();
      await measureDistinctSearch(server.url, { seconds: 2, next });
      figures.distinct = await measureDistinctSearch(server.url, { seconds: 10, next });
    }
    return figures;
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/**
 * The ceiling of this machine in this run: a bare Node HTTP server answering a fixed body of the
 * size of a search page, at 32 connections, in a process of its own as the server is.
 */
async function rawNodeRps(duration: number): Promise<number> {
  const port = 4399;
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.alloc(12000, 'x');
       require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end(body); })
         .listen(${port}, '127.0.0.1', () => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/`,
      connections: 32,
      duration,
    });
    return result.requests.average;
  } finally {
    child.kill('SIGTERM');
  }
}

export type SearchBenchFigures = SearchFigures & {
  kind: 'PGlite' | 'PostgreSQL';
  jobs: number;
  seedSeconds: number;
  coldP95: number;
};

const BASE_ENV = {
  PORT: '4391',
  // The bench is one address making thousands of searches: the per-address limit would stop it.
  SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
  JWT_SECRET: BENCH_JWT_SECRET,
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

/** Seeds `jobs` demo jobs into a fresh PGlite directory and a fresh PostgreSQL database, and measures. */
export async function searchBench(
  jobs: number,
  {
    measure = true,
    onSeeded,
  }: {
    /** false: seed only, for `onSeeded`. */
    measure?: boolean;
    /** More measures on the same catalogue, while it exists. */
    onSeeded?: (kind: 'PGlite' | 'PostgreSQL', env: Record<string, string>) => Promise<void>;
  } = {},
): Promise<SearchBenchFigures[]> {
  const results: SearchBenchFigures[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-bench-search-'));
  const postgres = await createPostgresDatabase();
  try {
    const kinds = [
      ['PGlite', { ...BASE_ENV, DATA_DIR: dataDir }],
      ['PostgreSQL', { ...BASE_ENV, DATA_DIR: dataDir, DATABASE_URL: postgres.url }],
    ] as const;
    // BENCH_DATABASES=postgres (or pglite): one database only, to keep a run short.
    const only = process.env.BENCH_DATABASES?.toLowerCase();
    for (const [kind, env] of kinds.filter(
      ([name]) => !only || name.toLowerCase().includes(only),
    )) {
      const seedSeconds = seedJobs(env, jobs);
      if (!measure) {
        await onSeeded?.(kind, env);
        continue;
      }
      const warm = await measureSearch(env, {
        withThroughput: true,
        withDistinct: kind === 'PostgreSQL',
      });
      const cold = await measureSearch({ ...env, SEARCH_COUNT_CACHE_SECONDS: '0' }, { rounds: 10 });
      results.push({ kind, jobs, seedSeconds, coldP95: cold.p95, ...warm });
      if (warm.distinct) {
        const { requests, errors, errorKinds, cappedCounts } = warm.distinct;
        console.log(
          `  ${kind} searches that never repeat: ${requests} answered, ${cappedCounts} with capped counts, ${errors} errors ${JSON.stringify(errorKinds)}`,
        );
      }
      for (const query of warm.perQuery)
        console.log(
          `  ${kind} ${query.name.padEnd(22)} ${String(query.total).padStart(7)} matches  p50 ${query.p50.toFixed(1)} ms  p95 ${query.p95.toFixed(1)} ms  (${(1000 / query.p50).toFixed(0)} req/s at 1 connection)`,
        );
      if (warm.failures > 0) console.log(`  ${kind}: ${warm.failures} searches of the mix failed`);
      console.log(
        `  ${kind} the mix at 32 connections: ${warm.rps?.toFixed(0)} req/s, ${warm.errors} errors; a bare Node server: ${warm.rawNodeRps?.toFixed(0)} req/s`,
      );
      await onSeeded?.(kind, env);
    }
  } finally {
    await postgres.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
