// Cover-letter figures for `npm run bench -- letters`: the offline grounded letter's build time and
// the time to the first streamed token of an AI letter from a local provider that answers at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGroundedLetter } from '../../packages/career-ai/src/letters/grounded.ts';
import { parseResume } from '../../packages/career-ai/src/resume-parser.ts';
import { startFakeAi } from '../../apps/server/test/fake-ai-server.ts';
import { codeIn, startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';
import { BENCH_JWT_SECRET, ROOT, startServer } from './server-process.ts';

const FIXTURE = path.join(ROOT, 'packages/career-ai/test/fixtures/en-two-column.pdf');
const TARGET = {
  title: 'Senior Frontend Engineer',
  description:
    'Build product UI with React and TypeScript, improve web performance and accessibility, test with Playwright, work with GraphQL and Node.js services. 5+ years of experience.',
  skills: ['React', 'TypeScript', 'GraphQL', 'Playwright'],
};
const LETTER = [
  'Dear Hiring Manager,',
  '',
  'I am applying for the Senior Frontend Engineer role. I build product UI with React and TypeScript.',
  '',
  'Best regards,',
  'Bench User',
].join('\n');
const USERS = 3;
const POINTS = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Milliseconds from sending `init` to `url` until the body's first chunk holding `marker`. */
async function timeToFirst(url: string, init: RequestInit, marker: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  let text = '';
  let first = 0;
  for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
    text += chunk;
    if (!first && text.includes(marker)) first = performance.now() - start;
  }
  if (!first) throw new Error(`${url}: no ${marker} in ${text.slice(0, 300)}`);
  return first;
}

async function groundedLetterMs(): Promise<number> {
  const { document } = await parseResume(new Uint8Array(fs.readFileSync(FIXTURE)), 'pdf');
  const now = new Date();
  const times: number[] = [];
  for (let run = 0; run < 200; run += 1) {
    const start = performance.now();
    buildGroundedLetter({
      document,
      target: TARGET,
      company: 'Northwind Labs',
      language: run % 2 ? 'zh' : 'en',
      tone: 'formal',
      now,
    });
    if (run >= 20) times.push(performance.now() - start);
  }
  return median(times);
}

export async function lettersBench(): Promise<{
  groundedMs: number;
  firstTokenMs: number;
  providerFirstTokenMs: number;
  samples: number;
}> {
  const groundedMs = await groundedLetterMs();
  const ai = await startFakeAi();
  ai.respond(() => ({ content: LETTER }));
  const smtp = await startSmtpCapture();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-bench-letters-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: '4391',
    JWT_SECRET: BENCH_JWT_SECRET,
    SMTP_URL: smtp.url,
    DEMO_JOBS: '0',
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: 'sk-bench',
    AI_MODEL: 'bench-model',
    TRUST_PROXY: 'true',
  });
  try {
    const json = (token: string | null, ip: string) => ({
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
    const firstTokens: number[] = [];
    const direct: number[] = [];
    for (let user = 0; user < USERS; user += 1) {
      const email = `bench-letters-${Date.now()}-${user}@example.com`;
      const ip = `10.78.0.${user + 1}`;
      const since = smtp.mails.length;
      await fetch(`${server.url}/api/v1/auth/send-code`, {
        method: 'POST',
        headers: json(null, ip),
        body: JSON.stringify({ email, username: 'Bench', purpose: 'signup' }),
      });
      const code = codeIn(await smtp.nextMail(email, since, 60_000));
      const registered = await fetch(`${server.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: json(null, ip),
        body: JSON.stringify({
          username: 'Bench',
          email,
          password: 'bench-password-1',
          verification_code: code,
        }),
      });
      const token = ((await registered.json()) as { data: { access_token: string } }).data
        .access_token;
      const { document } = await parseResume(new Uint8Array(fs.readFileSync(FIXTURE)), 'pdf');
      const created = await fetch(`${server.url}/api/v1/resumes`, {
        method: 'POST',
        headers: json(token, ip),
        body: JSON.stringify({ title: 'Bench', language: 'en', document }),
      });
      const resumeId = ((await created.json()) as { data: { id: string } }).data.id;
      for (let run = 0; run < POINTS; run += 1) {
        firstTokens.push(
          await timeToFirst(
            `${server.url}/api/v1/cover-letters/generate`,
            {
              method: 'POST',
              headers: json(token, ip),
              body: JSON.stringify({
                resume_id: resumeId,
                job: { description: TARGET.description, title: TARGET.title },
                language: 'en',
              }),
            },
            'event: delta',
          ),
        );
        direct.push(
          await timeToFirst(
            `${ai.baseUrl}/chat/completions`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                model: 'bench-model',
                stream: true,
                messages: [{ role: 'user', content: 'x' }],
              }),
            },
            '"content":"Dear',
          ),
        );
      }
    }
    return {
      groundedMs,
      firstTokenMs: median(firstTokens),
      providerFirstTokenMs: median(direct),
      samples: firstTokens.length,
    };
  } finally {
    await server.stop();
    await smtp.close();
    await ai.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
