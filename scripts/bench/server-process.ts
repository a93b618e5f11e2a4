import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  startMs: number;
  stop: () => Promise<void>;
};

async function waitForReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('server did not become ready');
}

/** Starts the server as `npm start` runs it (the bundle, with its flags) and measures the time to the first 200 on /readyz. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? '4390';
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // `npm start`'s flags on the embedded database (see ARCHITECTURE.md, "memory").
  const isEmbedded = !(env.DATABASE_URL ?? process.env.DATABASE_URL);
  const flags = isEmbedded ? ['--liftoff-only'] : [];
  const child = spawn(process.execPath, [...flags, 'apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // No feed syncs (production's default): the bench measures the server, offline.
      JOB_SOURCES: '',
      HOST: '127.0.0.1',
      PORT: port,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(url, child);
  const startMs = performance.now() - started;
  return {
    child,
    url,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The process's resident memory now (`VmRSS`) or at its highest so far (`VmHWM`), in MB. */
export function rssMegabytes(pid: number, which: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(new RegExp(`${which}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}
