// `npm run bench` figure: how fast /healthz answers while six PDF exports run at once. Drawn on the
// main thread they pushed it past 1.5 s; drawn by the export workers it should not notice them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOutboxCode } from '../../apps/server/test/server-process.ts';
import { startServer } from './server-process.ts';

const ROUNDS = 5;
const USERS = 3;
/** Two exports each (the most one user may have in progress): six at once. */
const EXPORTS_PER_USER = 2;

/** A resume of about three pages, in the shape the editor saves. */
const DOCUMENT = {
  basics: {
    name: 'Ada Lovelace',
    label: 'Senior Backend Engineer',
    email: 'ada@example.com',
    summary: 'Backend engineer with 9 years building distributed systems in Go and Node.js.',
  },
  work: Array.from({ length: 10 }, (_, i) => ({
    name: `Company ${i} Ltd`,
    position: 'Backend Engineer',
    startDate: `20${10 + i}-01`,
    endDate: `20${11 + i}-12`,
    highlights: Array.from(
      { length: 5 },
      (_, j) =>
        `Designed a payments service handling ${i + j + 2}k requests per second with p99 under 40 ms`,
    ),
  })),
  skills: [{ name: 'Backend', keywords: ['Go', 'PostgreSQL', 'Kafka', 'Kubernetes'] }],
};

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;
};

/** A new account through the real sign-up calls, its code read from the development outbox. */
async function signUp(url: string, index: number): Promise<string> {
  const json = { 'content-type': 'application/json', 'accept-language': 'en' };
  const email = `bench-export-${index}-${Date.now()}@example.com`;
  await fetch(`${url}/api/v1/auth/send-code`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, username: 'Ada', purpose: 'signup' }),
  });
  const code = await readOutboxCode(url, email);
  const registered = await fetch(`${url}/api/v1/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username: 'Ada',
      email,
      password: 'correct horse',
      verification_code: code,
    }),
  });
  if (registered.status !== 201) throw new Error(`sign-up: ${await registered.text()}`);
  return ((await registered.json()) as { data: { access_token: string } }).data.access_token;
}

export async function exportHealthBench(): Promise<{
  healthP95: number;
  healthIdleP95: number;
  exports: number;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-bench-export-'));
  // Development mode for the outbox; the bundle all the same.
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: '4391',
    NODE_ENV: 'development',
    DEMO_JOBS: '0',
  });
  try {
    const { url } = server;
    const exports: { token: string; id: string }[] = [];
    for (let user = 0; user < USERS; user += 1) {
      const token = await signUp(url, user);
      const created = await fetch(`${url}/api/v1/resumes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: 'Ada', language: 'en', document: DOCUMENT }),
      });
      const { id } = ((await created.json()) as { data: { id: string } }).data;
      for (let n = 0; n < EXPORTS_PER_USER; n += 1) exports.push({ token, id });
    }
    const health = async () => {
      const started = performance.now();
      await (await fetch(`${url}/healthz`)).text();
      return performance.now() - started;
    };
    const idle: number[] = [];
    for (let n = 0; n < 50; n += 1) idle.push(await health());

    const busy: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let isDone = false;
      const all = Promise.all(
        exports.map(async ({ token, id }, n) => {
          const res = await fetch(
            `${url}/api/v1/resumes/${id}/pdf?template=${n % 2 ? 'modern' : 'classic'}`,
            {
              headers: { authorization: `Bearer ${token}` },
            },
          );
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`export answered ${res.status}`);
        }),
      ).finally(() => {
        isDone = true;
      });
      while (!isDone) {
        busy.push(await health());
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await all;
    }
    return {
      healthP95: percentile(busy, 0.95),
      healthIdleP95: percentile(idle, 0.95),
      exports: exports.length,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await exportHealthBench());
