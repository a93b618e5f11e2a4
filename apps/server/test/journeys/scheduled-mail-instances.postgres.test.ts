import { sql } from 'drizzle-orm';
import type { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/query-rows.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';
import { QUEUES } from '#queue/queues.ts';
import { call, uniqueEmail } from '../auth-helpers.ts';
import { jobRecord } from '../job-fixtures.ts';
import { advanceUntil, createQueueClock } from '../queue-clock.ts';
import { startSmtpCapture } from '../smtp-capture.ts';
import { createPostgresDatabase, createTestApp, type TestApp } from '../test-app.ts';
import { mailsTo, signIn, signUpByMail, type Person, type Smtp } from './journey-helpers.ts';

const HOUR = 60 * 60 * 1000;
const DAYS = 2;

/**
 * Two instances on one PostgreSQL database and one clock: each run of a schedule is one job,
 * whichever instance's pass sees it first, and each person's alert goes once a day.
 */
describe('scheduled mail on two instances', { timeout: 120_000 }, () => {
  let clock: TestClock;
  let smtp: Smtp;
  const cleanup: Array<() => Promise<unknown>> = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    clock = createQueueClock('2026-12-01T06:00:00Z');
    smtp = await startSmtpCapture();
    cleanup.push(() => smtp.close());
    const database = await createPostgresDatabase();
    cleanup.push(() => database.drop());
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url };
    a = await createTestApp(env, undefined, { queueClock: clock });
    cleanup.push(() => a.close());
    b = await createTestApp(env, undefined, { queueClock: clock });
    cleanup.push(() => b.close());
  });
  afterAll(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  it('mails each saved search once a day, whichever instance runs the schedule', async () => {
    const people: Person[] = Array.from({ length: 3 }, () => ({
      email: uniqueEmail('twice'),
      password: 'correct horse',
      language: 'en',
    }));
    for (const [index, person] of people.entries()) {
      // Half the people sign up through one instance, half through the other.
      const app = (index % 2 === 0 ? a : b).app;
      const token = await signUpByMail({ app, smtp, clock }, person);
      const saved = await call(
        app,
        'POST',
        '/api/v1/saved-searches',
        { name: 'Haskell', kind: 'search', query: { keyword: 'haskell' }, frequency: 'daily' },
        { token },
      );
      expect(saved.statusCode).toBe(201);
    }
    const alerts = (person: Person) =>
      mailsTo(smtp, person.email).filter((mail) => mail.subject.includes('Haskell'));
    for (let day = 1; day <= DAYS; day += 1) {
      await clock.setTime(Date.parse('2026-12-01T08:00:00Z') + (day - 1) * 24 * HOUR);
      await insertJobs(a.database.db, [
        jobRecord({ title: `Haskell Engineer ${day}`, postedAt: new Date(clock.now()) }),
      ]);
      await clock.setTime(Date.parse('2026-12-02T06:10:00Z') + (day - 1) * 24 * HOUR);
      await advanceUntil(clock, () => people.every((person) => alerts(person).length === day), {
        stepMs: 5000,
      });
      // Both instances' passes and workers look again: nothing more goes out.
      await advanceUntil(clock, () => new Date(clock.now()).getUTCMinutes() >= 22, {
        stepMs: 15_000,
      });
      for (const person of people) {
        expect(alerts(person)).toHaveLength(day);
        expect(alerts(person).at(-1)!.text).toContain(`Haskell Engineer ${day}`);
      }
    }
    // One sweep job per run of the schedule that reached a person (the hours the clock passed
    // through 06:15 after the searches were a day old), never one per instance.
    const runs = await queryRows<{ on: string }>(
      a.database.db,
      sql`select to_char(created_on at time zone 'UTC', 'MM-DD HH24:MI') as on from pgboss.job
          where name = ${QUEUES.savedSearchAlerts} order by created_on`,
    );
    const perRun = Map.groupBy(runs, (run) => run.on);
    expect([...perRun.values()].every((jobs) => jobs.length === 1)).toBe(true);
    expect([...perRun.keys()]).toEqual(expect.arrayContaining(['12-02 06:15', '12-03 06:15']));
    // Still signed in through either instance after all that.
    expect(await signIn(b.app, people[0]!)).toBeTruthy();
  });
});
