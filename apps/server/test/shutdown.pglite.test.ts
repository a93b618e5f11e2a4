import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited };
}

async function waitForReady(url: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server never became ready');
}

describe('graceful shutdown on the embedded database', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('finishes in-flight writes on SIGTERM, exits 0 and leaves PGlite data readable', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-shutdown-'));
    const port = 4500 + Math.floor(Math.random() * 400);
    const url = `http://127.0.0.1:${port}`;
    const server = startServer(dataDir, port);
    await waitForReady(url);

    const send = (index: number) =>
      fetch(`${url}/api/v1/feedback/create_feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'other', description: `before shutdown ${index}` }),
      }).then(
        (answer) => answer.status,
        () => 0,
      );
    expect(await send(0)).toBe(201);
    // Writes still in flight when the signal arrives must finish (201) or be refused cleanly.
    const inFlight = Array.from({ length: 8 }, (_, index) => send(index + 1));
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(await server.exited).toBe(0);
    for (const status of statuses) expect([0, 201, 503]).toContain(status);
    const accepted = 1 + statuses.filter((status) => status === 201).length;

    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const { rows } = await db.query<{ count: number }>(
      "select count(*)::int as count from feedback where description like 'before shutdown %'",
    );
    await db.close();
    expect(rows[0]?.count).toBe(accepted);
  }, 60_000);
});
