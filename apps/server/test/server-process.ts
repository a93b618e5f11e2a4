import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './smtp-capture.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The server as its own process (the TypeScript entry or a bundle), on a loopback port the system
 * has just found free, with no demo catalogue unless `env` asks for one: for tests of what only a
 * real process shows.
 */
export async function spawnServer(entry: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_JOBS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, url: `http://127.0.0.1:${port}` };
}

/**
 * Resolves once /readyz answers 200. Fails at once, with its exit code, when the process ends
 * first, and after `timeoutMs` otherwise: a first start (a new data directory, its migrations)
 * on a machine busy with the other test files can take tens of seconds.
 */
export async function waitForReady(
  { url, exited }: { url: string; exited: Promise<number | null> },
  timeoutMs = 60_000,
) {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`the server at ${url} exited with code ${exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    // Often enough for the bench to time a start to the tens of milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the server at ${url} did not become ready within ${timeoutMs / 1000} s`);
}

/**
 * The newest sign-up or reset code mailed to `email`, read from a running server's development
 * outbox. Mail leaves through the job queue, so it is asked again until the code is there (~10 s).
 */
export async function readOutboxCode(url: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    // Newest first, one <article> a mail.
    const outbox = await (await fetch(`${url}/dev/outbox`)).text();
    const mail = outbox.split('<article>').find((article) => article.includes(`to ${email}`));
    const code = /\b(\d{6})\b/.exec(mail?.split('<pre>')[1] ?? '')?.[1];
    if (code) return code;
  }
  throw new Error(`no code mailed to ${email} in the outbox of ${url}`);
}
