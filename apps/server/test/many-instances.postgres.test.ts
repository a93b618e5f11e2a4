import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Session } from '@yonder/contract/auth';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { startFeedServer, type FeedServer } from '../src/modules/ingestion/test/feed-server.ts';
import { spawnServer, waitForReady } from './server-process.ts';
import { codeIn, startSmtpCapture } from './smtp-capture.ts';
import { createPostgresDatabase } from './test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const FEED_PATH = '/v1/boards/acme/jobs';

type Instance = Awaited<ReturnType<typeof spawnServer>>;

/**
 * Two real server processes on one PostgreSQL database and one Redis, as behind a load balancer.
 * The scheduled feed sync stands for scheduled work here; saved-search alerts across two instances
 * are in modules/saved-searches/alerts-instances.postgres.test.ts.
 */
describe('two instances on one PostgreSQL and Redis', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  let a: Instance;
  let b: Instance;
  let databaseUrl = '';
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let feeds: FeedServer;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    cleanup.push(() => smtp.close());
    feeds = await startFeedServer();
    cleanup.push(() => feeds.close());
    feeds.route(FEED_PATH, { file: 'greenhouse.json' });
    const database = await createPostgresDatabase();
    cleanup.push(() => database.drop());
    databaseUrl = database.url;
    // Migrated once here, so the test is about the instances and not about two starts migrating.
    const handle = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
    await handle.migrate();
    await handle.close();

    const prefix = `yonder-test-${randomBytes(4).toString('hex')}:`;
    cleanup.push(async () => {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'true',
      SEARCH_RATE_LIMIT_PER_MINUTE: '6',
      JOB_SOURCES: 'greenhouse:acme=Acme Inc@1h',
      JOB_SOURCE_URLS: `greenhouse=${feeds.url}`,
      QUEUE_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'error',
    };
    const start = async () => {
      // Each its own DATA_DIR: nothing is shared through the disk.
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-instance-'));
      cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      const instance = await spawnServer('apps/server/src/server.ts', {
        ...env,
        DATA_DIR: dataDir,
      });
      cleanup.push(async () => {
        if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
        await instance.exited;
      });
      return instance;
    };
    [a, b] = await Promise.all([start(), start()]);
    // Two starts at once on a busy machine (the test runner's other files) take longer than one.
    await Promise.all([waitForReady(a), waitForReady(b)]);
  }, 90_000);

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  const send = (
    instance: Instance,
    method: 'GET' | 'POST',
    url: string,
    { body, token, ip = '10.0.0.1' }: { body?: object; token?: string; ip?: string } = {},
  ) =>
    fetch(`${instance.url}${url}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        'accept-language': 'en',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  let session: Session;

  it('accepts on one instance a session made on the other', async () => {
    const email = `two-${Date.now()}@example.com`;
    const since = smtp.mails.length;
    const body = { email, username: 'Ada', purpose: 'signup' };
    expect((await send(a, 'POST', '/api/v1/auth/send-code', { body })).status).toBe(200);
    const code = codeIn(await smtp.nextMail(email, since, 10_000));
    const registered = await send(a, 'POST', '/api/v1/auth/register', {
      body: { username: 'Ada', email, password: 'correct horse', verification_code: code },
    });
    expect(registered.status).toBe(201);
    session = ((await registered.json()) as { data: Session }).data;

    const me = await send(b, 'GET', '/api/v1/auth/me', { token: session.access_token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email);
  });

  it('takes a refresh token once across instances, and a reuse ends the session on both', async () => {
    const body = { refresh_token: session.refresh_token };
    const first = await send(a, 'POST', '/api/v1/auth/refresh', { body });
    expect(first.status).toBe(200);
    const again = await send(b, 'POST', '/api/v1/auth/refresh', { body });
    expect(again.status).toBe(401);
    // A reuse means a stolen token: B ended the whole session, so A refuses the pair it gave too.
    const renewed = ((await first.json()) as { data: Session }).data;
    const next = await send(a, 'POST', '/api/v1/auth/refresh', {
      body: { refresh_token: renewed.refresh_token },
    });
    expect(next.status).toBe(401);
  });

  it('counts an address against one limit on both instances', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const search = (instance: Instance, from = ip) =>
      send(instance, 'GET', '/api/v1/jobs/getAllJobs?keyword=engineer', { ip: from });
    // SEARCH_RATE_LIMIT_PER_MINUTE is 6: three on each instance, then the seventh is refused.
    for (const instance of [a, b, a, b, a, b]) expect((await search(instance)).status).toBe(200);
    expect((await search(a)).status).toBe(429);
    expect((await search(b)).status).toBe(429);
    expect((await search(b, '10.8.0.1')).status).toBe(200);
  });

  it('runs the scheduled feed sync once, not once per instance', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const runs = async () =>
        (await client.query<{ status: string }>('select status from import_runs')).rows;
      for (let wait = 0; !(await runs()).some((run) => run.status !== 'running'); wait += 1) {
        expect(wait).toBeLessThan(100);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Several polls of both queues later, still one run and one fetch.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await runs()).map((run) => run.status)).toEqual(['succeeded']);
      expect(feeds.requests.filter((request) => request.startsWith(FEED_PATH))).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  it('sends a mail queued on an instance stopped at once, exactly once', async () => {
    const email = `stopped-${Date.now()}@example.com`;
    const since = smtp.mails.length;
    const sent = await send(a, 'POST', '/api/v1/auth/send-code', {
      body: { email, purpose: 'signup' },
      ip: '10.7.0.1',
    });
    expect(sent.status).toBe(200);
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    // Sent by A finishing it, or by B picking it up from the queue.
    await smtp.nextMail(email, since, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  }, 40_000);
});
