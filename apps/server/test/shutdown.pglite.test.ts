import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, waitForReady } from './server-process.ts';

describe('graceful shutdown on the embedded database', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('finishes in-flight writes on SIGTERM, exits 0 and leaves PGlite data readable', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-shutdown-'));
    const server = await spawnServer('apps/server/src/server.ts', { DATA_DIR: dataDir });
    const { url } = server;
    await waitForReady(server);

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
