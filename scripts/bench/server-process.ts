import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForReady } from '../../apps/server/test/server-process.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The signing secret of every server the bench starts (production mode requires one). */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  startMs: number;
  stop: () => Promise<void>;
};

/**
 * `npm start`'s environment settings and Node flags, read from package.json so that the bench
 * runs the server exactly as users do: `A=1 B=--c=2 node --flag scripts/start.mjs` →
 * {A: '1', B: '--c=2'}, ['--flag'].
 */
export function npmStartCommand(): { env: Record<string, string>; flags: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words.slice(0, node).map((word) => {
      const equals = word.indexOf('=');
      return [word.slice(0, equals), word.slice(equals + 1)];
    }),
  );
  const flags = words.slice(node + 1).filter((word) => word.startsWith('--'));
  return { env, flags };
}

/** Starts the server as `npm start` runs it (the bundle, with its flags) and measures the time to the first 200 on /readyz. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? '4390';
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // `npm start`'s settings (see ARCHITECTURE.md, "memory"), which the container image sets too;
  // its Node flags are for the embedded database, as the image, made for PostgreSQL, runs without them.
  const start = npmStartCommand();
  const isEmbedded = !(env.DATABASE_URL ?? process.env.DATABASE_URL);
  const flags = isEmbedded ? start.flags : [];
  const child = spawn(process.execPath, [...flags, 'apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...start.env,
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
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  await waitForReady({ url, exited });
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
