import type { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJobs } from '../../src/modules/jobs/job-writer.ts';
import { call, uniqueEmail } from '../auth-helpers.ts';
import { jobRecord } from '../job-fixtures.ts';
import { advanceUntil, createQueueClock } from '../queue-clock.ts';
import { codeIn, startSmtpCapture } from '../smtp-capture.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

describe('scheduled mail, from the schedule to the inbox', () => {
  let clock: TestClock;
  let smtp: Smtp;
  let test: TestApp;

  beforeAll(async () => {
    clock = createQueueClock('2030-06-03T06:00:00Z');
    smtp = await startSmtpCapture();
    test = await createTestApp({ SMTP_URL: smtp.url }, undefined, { queueClock: clock });
  });
  afterAll(async () => {
    await test?.close();
    await smtp?.close();
  });

  const mailTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

  async function signUp(email: string, language: 'zh' | 'en') {
    const { app } = test;
    const sent = await call(app, 'POST', '/api/v1/auth/send-code', {
      email,
      username: 'Lin',
      purpose: 'signup',
    });
    expect(sent.statusCode).toBe(200);
    await advanceUntil(clock, () => mailTo(email).length > 0);
    const registered = await call(
      app,
      'POST',
      '/api/v1/auth/register',
      {
        username: 'Lin',
        email,
        password: 'correct horse',
        verification_code: codeIn(mailTo(email)[0]!),
      },
      { language },
    );
    expect(registered.statusCode).toBe(201);
    return registered.json().data.access_token as string;
  }

  it('mails a daily saved-search alert at the schedule after a new job arrives', async () => {
    const email = uniqueEmail('alerts');
    const token = await signUp(email, 'en');
    const created = await call(
      test.app,
      'POST',
      '/api/v1/saved-searches',
      { name: 'Elixir jobs', kind: 'search', query: { keyword: 'elixir' }, frequency: 'daily' },
      { token },
    );
    expect(created.statusCode).toBe(201);
    await clock.setTime('2030-06-03T12:00:00Z');
    await insertJobs(test.database.db, [
      jobRecord({ title: 'Senior Elixir Engineer', postedAt: new Date(clock.now()) }),
    ]);
    // A day after the search was saved, the next run of the schedule (minute 15 of an hour).
    await clock.setTime('2030-06-04T06:14:00Z');
    const before = mailTo(email).length;
    await advanceUntil(clock, () => mailTo(email).length > before, { maxMs: 70 * 60_000 });
    const alert = mailTo(email).at(-1)!;
    expect(alert.subject).toContain('Elixir jobs');
    expect(alert.text).toContain('Senior Elixir Engineer');
    expect(new Date(clock.now()).toISOString() < '2030-06-04T06:17:00Z').toBe(true);
  });
});
