// Searches that never repeat (issue 12): one client varying the keyword and the filters defeats
// any cache of counts, so every request pays for its own. 32 connections for 10 s, each request a
// keyword and filter combination not asked before, made deterministically from a seed.
import http from 'node:http';
import { JOB_CATEGORIES, REMOTE_TYPES, SALARY_RANGES } from '@yonder/contract/jobs-constants';
import { percentile } from './stats.ts';

/** Words people search for in the catalogue: roles, levels, skills and places, English and Chinese. */
const WORDS = [
  'engineer developer designer manager analyst scientist architect consultant specialist lead',
  'senior junior staff principal intern remote backend frontend fullstack mobile devops data',
  'product marketing sales support success security platform infrastructure cloud machine',
  'learning typescript javascript react vue python golang java rust kotlin swift node postgresql',
  'kubernetes docker terraform aws azure graphql figma seo salesforce zendesk sql spark pytorch',
  'tableau agile writer recruiter europe asia americas contract freelance startup fintech health',
  'education gaming ecommerce saas ai research accessibility testing automation analytics',
  '前端 后端 工程师 产品 设计 数据 运营 销售 客服 测试 算法 架构 移动 运维 高级 资深 远程 经理 分析 开发',
].flatMap((line) => line.split(' '));

/** A small seeded generator (mulberry32): the same sequence of searches on every run. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/**
 * Endless distinct searches: one to three words (as a set, never one seen before, so no count of
 * an earlier keyword helps), with a category, remote type and salary range each present or not,
 * a sort and one of the first pages.
 */
export function createDistinctSearches(seed = 12) {
  const random = createRandom(seed);
  const seen = new Set<string>();
  const pick = <T>(values: readonly T[]) => values[random(values.length)]!;
  return (): string => {
    for (;;) {
      const words = [...new Set(Array.from({ length: 1 + random(3) }, () => pick(WORDS)))].sort();
      const key = words.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      const params = new URLSearchParams({ keyword: words.join(' ') });
      if (random(2) === 0) params.set('category', pick(JOB_CATEGORIES));
      if (random(3) === 0) params.set('remote_type', pick(REMOTE_TYPES));
      if (random(3) === 0) {
        const range = pick(SALARY_RANGES);
        params.set('salary_min', String(range.min));
        if (range.max !== undefined) params.set('salary_max', String(range.max));
      }
      if (random(3) === 0) params.set('sort', pick(['newest', 'salary'] as const));
      if (random(4) === 0) params.set('page', String(2 + random(4)));
      return `/api/v1/jobs/getAllJobs?${params}`;
    }
  };
}

export type DistinctFigures = {
  requests: number;
  errors: number;
  /** Each error's status (`refused` for a failed connection), with how often it came. */
  errorKinds: Record<string, number>;
  /** Searches per second. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers whose facet counts were capped or estimated rather than counted. */
  cappedCounts: number;
};

/** One GET through a keep-alive agent: node:http, whose cost per request is a fraction of `fetch`'s. */
export function get(agent: http.Agent, url: URL): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/**
 * `connections` clients, each sending its next distinct search as soon as the last one answered,
 * for `seconds`. Every answer but a 200 is an error, and so is a refused connection.
 */
export async function measureDistinctSearch(
  baseUrl: string,
  { connections = 32, seconds = 10, next = createDistinctSearches() } = {},
): Promise<DistinctFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  const errorKinds: Record<string, number> = {};
  const fail = (kind: string) => (errorKinds[kind] = (errorKinds[kind] ?? 0) + 1);
  let cappedCounts = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const url = new URL(next(), baseUrl);
      const sent = performance.now();
      try {
        const { status, body } = await get(agent, url);
        times.push(performance.now() - sent);
        if (status !== 200) fail(String(status));
        else if (body.includes('"is_count_capped":true')) cappedCounts += 1;
      } catch {
        fail('refused');
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requests: times.length,
    errors: Object.values(errorKinds).reduce((sum, count) => sum + count, 0),
    errorKinds,
    rps: times.length / elapsed,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    cappedCounts,
  };
}
