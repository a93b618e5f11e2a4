import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, waitForReady } from './server-process.ts';
import { startSmtpCapture } from './smtp-capture.ts';

describe('the job queue on SIGTERM', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('lets a mail being delivered finish before the process exits, and sends it once', async () => {
    const smtp = await startSmtpCapture({ acceptDelayMs: 1500 });
    cleanup.push(() => smtp.close());
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-queue-stop-'));
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const server = await spawnServer('apps/server/src/server.ts', {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
    });
    await waitForReady(server);

    const email = `stopping-${Date.now()}@example.com`;
    const sent = await fetch(`${server.url}/api/v1/auth/send-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, purpose: 'signup' }),
    });
    expect(sent.status).toBe(200);
    // The mail job is running: the SMTP server has its data and holds the answer.
    for (let wait = 0; smtp.receiving() === 0; wait += 1) {
      expect(wait).toBeLessThan(200);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);

    // The job was seen through: done, and its delivery on record, so a restart sends nothing.
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const jobs = await db.query<{ state: string }>(
      "select state from pgboss.job where name = 'mail'",
    );
    const deliveries = await db.query<{ count: number }>(
      'select count(*)::int as count from mail_deliveries',
    );
    await db.close();
    expect(jobs.rows.map((row) => row.state)).toEqual(['completed']);
    expect(deliveries.rows[0]?.count).toBe(1);
  }, 60_000);
});
