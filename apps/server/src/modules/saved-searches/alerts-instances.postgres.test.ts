import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRecord } from '#test/job-fixtures.ts';
import { startSmtpCapture } from '#test/smtp-capture.ts';
import {
  createTestApp,
  createTestClock,
  createPostgresDatabase,
  type TestApp,
} from '#test/test-app.ts';
import { queryRows } from '#db/query-rows.ts';
import { savedSearches, users } from '#db/schema/index.ts';
import { QUEUES } from '#queue/queues.ts';
import { insertJobs } from '../jobs/job-writer.ts';
import { runSavedSearchAlerts } from './alert-service.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

const DAY = 24 * 60 * 60 * 1000;
const SEARCHES = 6;

/** Two app instances on one PostgreSQL database: alerts go out once, whichever instance runs them. */
describe('saved search alerts across two instances', () => {
  const clock = createTestClock(new Date('2030-06-01T08:00:00Z'));
  const cleanup: Array<() => Promise<unknown>> = [];
  let a: TestApp;
  let b: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    cleanup.push(() => smtp.close());
    // A database of this test's own on the local server, shared by both instances.
    const database = await createPostgresDatabase();
    cleanup.push(() => database.drop());
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      QUEUE_POLL_SECONDS: '0.5',
      SAVED_SEARCH_ALERTS_CRON: '0 0 1 1 *',
    };
    a = await createTestApp(env, undefined, { now: clock.now });
    cleanup.push(() => a.close());
    b = await createTestApp(env, undefined, { now: clock.now });
    cleanup.push(() => b.close());

    const [user] = await a.database.db
      .insert(users)
      .values({ email: 'twice@example.com', username: 'Ada' })
      .returning({ id: users.id });
    await a.database.db.insert(savedSearches).values(
      Array.from({ length: SEARCHES }, (_, index) => ({
        userId: user?.id ?? '',
        name: `Haskell ${index}`,
        kind: 'search' as const,
        query: { keyword: 'haskell', language: 'en' },
        frequency: 'daily' as const,
        alertedAt: clock.now(),
        openedAt: clock.now(),
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })),
    );
    await insertJobs(a.database.db, [
      jobRecord({ title: 'Haskell Engineer', postedAt: new Date(clock.now().getTime() + 1000) }),
    ]);
  });
  afterAll(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  it('keeps one schedule, and two sweeps at once mail each search once', async () => {
    const schedules = await queryRows<{ key: string }>(
      a.database.db,
      sql`select key from pgboss.schedule where name = ${QUEUES.savedSearchAlerts}`,
    );
    expect(schedules.map((row) => row.key)).toEqual(['sweep']);

    clock.advance(DAY);
    const tokens = createUnsubscribeTokens('a secret of at least thirty-two characters');
    const sweep = (instance: TestApp) =>
      runSavedSearchAlerts({
        db: instance.database.db,
        mailer: instance.app.mailer,
        tokens,
        publicUrl: 'https://yonder.example',
        now: clock.now(),
        log: instance.app.log,
      });
    const [first, second] = await Promise.all([sweep(a), sweep(b)]);
    expect(first.mailed + second.mailed).toBe(SEARCHES);
    await Promise.all([a.app.mailer.flush(), b.app.mailer.flush()]);
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(SEARCHES);
    const subjects = smtp.mails.map((mail) => mail.subject).sort();
    expect(new Set(subjects).size).toBe(SEARCHES);

    // Both instances' scheduled runs of the same occurrence find nothing left to mail.
    const again = await Promise.all([sweep(a), sweep(b)]);
    expect(again.map((run) => run.mailed)).toEqual([0, 0]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.mails).toHaveLength(SEARCHES);
  }, 60_000);
});
