import type { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJobs } from '#modules/jobs/job-writer.ts';
import { call, uniqueEmail } from '../auth-helpers.ts';
import { jobRecord } from '../job-fixtures.ts';
import { advanceUntil, createQueueClock } from '../queue-clock.ts';
import { freePort, startSmtpCapture } from '../smtp-capture.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { mailsTo, signIn, signUpByMail, type Person, type Smtp } from './journey-helpers.ts';

const HOUR = 60 * 60 * 1000;
const OPERATOR: Person = { email: 'ops@example.com', password: 'correct horse', language: 'en' };

type FailingJob = { queue: string; state: string; error: string | null; attempts: number };

/**
 * The mail server is down when a scheduled alert goes out: operators see the job waiting for its
 * next attempt with the server's own error, and the alert arrives once the server is back.
 */
describe('a scheduled mail while the mail server is down', { timeout: 90_000 }, () => {
  let clock: TestClock;
  let port: number;
  let smtp: Smtp;
  let test: TestApp;

  beforeAll(async () => {
    clock = createQueueClock('2026-12-01T06:00:00Z');
    port = await freePort();
    smtp = await startSmtpCapture({ port });
    test = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: OPERATOR.email }, undefined, {
      queueClock: clock,
    });
  });
  afterAll(async () => {
    await test?.close();
    await smtp?.close();
  });

  it('shows the failing mail with its error to operators, then delivers it', async () => {
    const reader: Person = {
      email: uniqueEmail('outage'),
      password: 'correct horse',
      language: 'en',
    };
    await signUpByMail({ app: test.app, smtp, clock }, OPERATOR);
    const token = await signUpByMail({ app: test.app, smtp, clock }, reader);
    const saved = await call(
      test.app,
      'POST',
      '/api/v1/saved-searches',
      { name: 'OCaml', kind: 'search', query: { keyword: 'ocaml' }, frequency: 'daily' },
      { token },
    );
    expect(saved.statusCode).toBe(201);
    await insertJobs(test.database.db, [
      jobRecord({ title: 'OCaml Developer', postedAt: new Date(clock.now() + HOUR) }),
    ]);
    await smtp.close();

    await clock.setTime('2026-12-02T06:10:00Z');
    let operator = await signIn(test.app, OPERATOR);
    const failing = async () => {
      const answer = await call(test.app, 'GET', '/api/v1/admin/jobs', undefined, {
        token: operator,
      });
      return answer.json().data.failed as FailingJob[];
    };
    await advanceUntil(clock, async () => (await failing()).some((job) => job.queue === 'mail'), {
      stepMs: 5000,
    });
    expect(await failing()).toEqual([
      expect.objectContaining({
        queue: 'mail',
        state: 'retry',
        error: expect.stringContaining(`ECONNREFUSED 127.0.0.1:${port}`),
        attempts: 1,
      }),
    ]);

    smtp = await startSmtpCapture({ port });
    await advanceUntil(clock, () => mailsTo(smtp, reader.email).length > 0, { stepMs: 5000 });
    expect(mailsTo(smtp, reader.email)).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('OCaml') }),
    ]);
    operator = await signIn(test.app, OPERATOR);
    expect(await failing()).toEqual([]);
  });
});
