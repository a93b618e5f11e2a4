import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_RESUME_LINES, makePdf } from './resume-helpers.ts';
import { readOutboxCode, ROOT, spawnServer, waitForReady } from './server-process.ts';

// Under dist/ (ignored by git), beside but apart from the shared build.
const BUILD_DIR = path.join(ROOT, 'apps/server/dist', `test-${randomBytes(4).toString('hex')}`);

/**
 * The production bundle (scripts/build-server.ts) parses uploads in its own bundled worker and
 * renders PDFs with the font from node_modules: paths that only the bundle resolves this way.
 */
describe('resumes in the production bundle', () => {
  let dataDir = '';
  let url = '';
  let server: Awaited<ReturnType<typeof spawnServer>>['child'] | undefined;

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['scripts/build-server.ts'], {
      cwd: ROOT,
      env: { ...process.env, SERVER_BUILD_DIR: BUILD_DIR },
    });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-bundle-'));
    const started = await spawnServer(path.join(BUILD_DIR, 'server.js'), {
      DATA_DIR: dataDir,
      AI_BASE_URL: '',
    });
    server = started.child;
    url = started.url;
    await waitForReady(started);
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await fs.rm(BUILD_DIR, { recursive: true, force: true });
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('signs up, uploads a PDF that its worker parses, and exports a PDF', async () => {
    const email = `bundle-${Date.now()}@example.com`;
    const json = { 'content-type': 'application/json', 'accept-language': 'en' };
    const sent = await fetch(`${url}/api/v1/auth/send-code`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, username: 'Ada', purpose: 'signup' }),
    });
    expect(sent.status).toBe(200);
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
    expect(registered.status).toBe(201);
    type Envelope<T> = { data: T };
    const { access_token: token } = (
      (await registered.json()) as Envelope<{ access_token: string }>
    ).data;
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };

    const form = new FormData();
    form.append('file', new Blob([await makePdf(ENGLISH_RESUME_LINES)]), 'ada.pdf');
    const uploaded = await fetch(`${url}/api/v1/resumes`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = ((await uploaded.json()) as Envelope<{ id: string }>).data;
    const answer = await fetch(`${url}/api/v1/resumes/${id}`, { headers: auth });
    type Stored = { file_type: string; document: { basics: { name: string } } };
    const resume = ((await answer.json()) as Envelope<Stored>).data;
    expect(resume).toMatchObject({ file_type: 'pdf', origin: 'upload' });
    expect(resume.document.basics.name).toBe('Ada Lovelace');

    const pdf = await fetch(`${url}/api/v1/resumes/${id}/pdf?template=modern`, { headers: auth });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
