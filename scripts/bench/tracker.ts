// Application-tracker figures for `npm run bench -- tracker`: loading a board of 500 applications
// through the HTTP API (what the tracking tab asks for), on PGlite, as deployed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeIn, startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';
import { startServer } from './server-process.ts';

const APPLICATIONS = 500;
const RUNS = 200;
const WARM_UP = 20;
const STATUSES = ['wishlist', 'applied', 'interview', 'offer', 'rejected'] as const;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export async function trackerBench(): Promise<{ p50: number; p95: number; bytes: number }> {
  const smtp = await startSmtpCapture();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-bench-tracker-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: '4392',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SMTP_URL: smtp.url,
    DEMO_JOBS: '0',
    TRUST_PROXY: 'true',
  });
  try {
    const ip = '10.79.0.1';
    const headers = (token?: string) => ({
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
    const email = `bench-tracker-${Date.now()}@example.com`;
    const since = smtp.mails.length;
    await fetch(`${server.url}/api/v1/auth/send-code`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email, username: 'Bench', purpose: 'signup' }),
    });
    const code = codeIn(await smtp.nextMail(email, since, 60_000));
    const registered = await fetch(`${server.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({
        username: 'Bench',
        email,
        password: 'bench-password-1',
        verification_code: code,
      }),
    });
    const token = ((await registered.json()) as { data: { access_token: string } }).data
      .access_token;
    for (let index = 0; index < APPLICATIONS; index += 1) {
      const created = await fetch(`${server.url}/api/v1/applications`, {
        method: 'POST',
        headers: headers(token),
        body: JSON.stringify({
          title: `Engineer ${index}`,
          company: `Company ${index % 97}`,
          url: `https://jobs.example.com/${index}`,
          status: STATUSES[index % STATUSES.length],
          notes: 'Spoke to the recruiter; next round in two weeks.',
          next_step: index % 3 === 0 ? 'Send the take-home' : undefined,
          next_step_due: index % 3 === 0 ? '2030-01-15' : undefined,
        }),
      });
      if (created.status !== 201) throw new Error(`create: ${created.status}`);
    }
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const start = performance.now();
      const response = await fetch(`${server.url}/api/v1/applications?sort=status`, {
        headers: headers(token),
      });
      const body = await response.text();
      const elapsed = performance.now() - start;
      if (response.status !== 200) throw new Error(`board: ${response.status}`);
      const count = (JSON.parse(body) as { data: { total: number } }).data.total;
      if (count !== APPLICATIONS) throw new Error(`board held ${count} applications`);
      bytes = body.length;
      if (run >= WARM_UP) times.push(elapsed);
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
  } finally {
    await server.stop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
