import type { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJobs } from '#modules/jobs/job-writer.ts';
import { findDataExportArchive } from '#modules/privacy/data-export-repository.ts';
import { call, uniqueEmail } from '../auth-helpers.ts';
import { startFakeStripe, type FakeStripe } from '../fake-stripe-server.ts';
import { jobRecord } from '../job-fixtures.ts';
import { advanceUntil, createQueueClock } from '../queue-clock.ts';
import { startSmtpCapture } from '../smtp-capture.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { startFeedServer, type FeedServer } from '#modules/ingestion/test/feed-server.ts';
import {
  mailsTo,
  setProfileTimeZone,
  signIn,
  signUpByMail,
  type Person,
  type Smtp,
} from './journey-helpers.ts';

const WEBHOOK_SECRET = 'whsec_journeys';
const HOUR = 60 * 60 * 1000;
const OPERATOR = 'ops@example.com';

/** The first time at or after `after` whose minute is `minute` (an hourly schedule's run). */
function nextMinute(after: Date, minute: number): Date {
  const next = new Date(after);
  next.setUTCSeconds(0, 0);
  next.setUTCMinutes(minute);
  if (next < after) next.setUTCHours(next.getUTCHours() + 1);
  return next;
}

/**
 * Every scheduled job of the product as it really runs: the schedule's pass fires as the queue's
 * clock reaches its time, a worker runs the sweep, the mail it queues is delivered over SMTP, and
 * the test reads it. The schedules are the production defaults.
 */
describe('scheduled work, from the schedule to the inbox', { timeout: 90_000 }, () => {
  let clock: TestClock;
  let smtp: Smtp;
  let stripe: FakeStripe;
  let feeds: FeedServer;
  let test: TestApp;
  const person = (name: string, language: 'zh' | 'en'): Person => ({
    email: uniqueEmail(name),
    password: 'correct horse',
    language,
  });
  const signUp = (who: Person) => signUpByMail({ app: test.app, smtp, clock }, who);
  const until = (isDone: () => boolean | Promise<boolean>, maxMs = 2 * HOUR) =>
    advanceUntil(clock, isDone, { maxMs, stepMs: 5000 });
  const at = () => new Date(clock.now()).toISOString();

  beforeAll(async () => {
    clock = createQueueClock('2026-12-01T06:00:00Z');
    smtp = await startSmtpCapture();
    stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    feeds = await startFeedServer();
    feeds.route('/api/remote-jobs', { file: 'remotive.json' });
    test = await createTestApp(
      {
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: 'sk_test_yonder',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        ADMIN_EMAILS: OPERATOR,
        JOB_SOURCES: 'remotive@1h',
        JOB_SOURCE_URLS: `remotive=${feeds.url}`,
      },
      undefined,
      { queueClock: clock },
    );
  });
  afterAll(async () => {
    await test?.close();
    await Promise.all([smtp?.close(), stripe?.close(), feeds?.close()]);
  });

  it("imports a feed at start and again every interval, each run in the operators' list", async () => {
    const operator: Person = { email: OPERATOR, password: 'correct horse', language: 'en' };
    await signUp(operator);
    const runs = async () =>
      (
        await call(test.app, 'GET', '/api/v1/admin/import-runs?source=remotive', undefined, {
          token: await signIn(test.app, operator),
        })
      ).json().data.items as Array<{ status: string; created: number; finished_at: string | null }>;
    await until(async () => (await runs()).some((run) => run.finished_at !== null));
    expect(await runs()).toEqual([expect.objectContaining({ status: 'succeeded', created: 4 })]);
    const found = await call(test.app, 'GET', '/api/v1/jobs/getAllJobs?keyword=Support%20Lead');
    expect(found.json().data.items.map((job: { title: string }) => job.title)).toContain(
      'Support Lead',
    );
    // An hour after the first run, the next.
    await clock.setTime('2026-12-01T06:58:00Z');
    await until(async () => (await runs()).filter((run) => run.finished_at !== null).length === 2);
    expect(at() >= '2026-12-01T07:00:00.000Z').toBe(true);
    expect(feeds.requests).toHaveLength(2);
  });

  it('mails a daily saved-search alert at the next run after a new job arrives', async () => {
    const lin = person('alerts', 'en');
    const token = await signUp(lin);
    const created = await call(
      test.app,
      'POST',
      '/api/v1/saved-searches',
      { name: 'Elixir jobs', kind: 'search', query: { keyword: 'elixir' }, frequency: 'daily' },
      { token },
    );
    expect(created.statusCode).toBe(201);
    const savedAt = clock.now();
    await clock.setTime(savedAt + 6 * HOUR);
    await insertJobs(test.database.db, [
      jobRecord({ title: 'Senior Elixir Engineer', postedAt: new Date(clock.now()) }),
    ]);
    // Once the search is a day old (less half an hour of slack), at the schedule's next run:
    // minute 15 of an hour.
    const due = nextMinute(new Date(savedAt + 24 * HOUR - HOUR / 2), 15);
    await clock.setTime(due.getTime() - 5 * 60_000);
    const before = mailsTo(smtp, lin.email).length;
    await until(() => mailsTo(smtp, lin.email).length > before);
    expect(clock.now() - due.getTime()).toBeGreaterThanOrEqual(0);
    expect(clock.now() - due.getTime()).toBeLessThan(2 * 60_000);
    const alert = mailsTo(smtp, lin.email).at(-1)!;
    expect(alert.subject).toContain('Elixir jobs');
    expect(alert.text).toContain('Senior Elixir Engineer');
  });

  it("mails the day's next steps at 08:00 of each person's own day", async () => {
    const shanghai = person('steps-sh', 'zh');
    const utc = person('steps-utc', 'en');
    for (const who of [shanghai, utc]) {
      const token = await signUp(who);
      if (who === shanghai) await setProfileTimeZone(test.app, token, 'Asia/Shanghai');
      const created = await call(
        test.app,
        'POST',
        '/api/v1/applications',
        {
          title: 'Frontend Engineer',
          company: 'Lantern Labs',
          status: 'interview',
          next_step: 'Phone screen',
          next_step_due: '2026-12-03',
        },
        { token },
      );
      expect(created.statusCode).toBe(201);
    }
    // 07:58 in Shanghai: nothing yet. The run at 00:05 UTC is 08:05 there.
    await clock.setTime('2026-12-02T23:58:00Z');
    await until(() =>
      mailsTo(smtp, shanghai.email).some((mail) => mail.text.includes('Phone screen')),
    );
    expect(at() >= '2026-12-03T00:05:00.000Z' && at() < '2026-12-03T00:07:00.000Z').toBe(true);
    expect(mailsTo(smtp, utc.email).some((mail) => mail.text.includes('Phone screen'))).toBe(false);
    // The person without a time zone lives on UTC: 08:05 UTC.
    await clock.setTime('2026-12-03T07:58:00Z');
    await until(() => mailsTo(smtp, utc.email).some((mail) => mail.text.includes('Phone screen')));
    expect(at() >= '2026-12-03T08:05:00.000Z' && at() < '2026-12-03T08:07:00.000Z').toBe(true);
    // Once a day: later runs of that day send nothing more.
    await clock.setTime('2026-12-03T11:58:00Z');
    await advanceUntil(clock, () => at() >= '2026-12-03T12:07:00.000Z', { stepMs: 15_000 });
    for (const who of [shanghai, utc])
      expect(
        mailsTo(smtp, who.email).filter((mail) => mail.text.includes('Phone screen')),
      ).toHaveLength(1);
  });

  it('reminds three days before a pass ends', async () => {
    const buyer = person('pass', 'zh');
    let token = await signUp(buyer);
    await setProfileTimeZone(test.app, token, 'Asia/Shanghai');
    await clock.setTime('2026-12-03T09:00:00Z');
    token = await signIn(test.app, buyer);
    const checkout = await call(
      test.app,
      'POST',
      '/api/v1/payments/checkout',
      { period: 'week' },
      { token, language: 'zh' },
    );
    expect(checkout.statusCode).toBe(201);
    const paid = stripe.pay(checkout.json().data.session_id, { method: 'alipay' });
    const event = stripe.signEvent('checkout.session.completed', paid, {
      timestamp: Math.floor(clock.now() / 1000),
    });
    const delivered = await test.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      payload: event.payload,
    });
    expect(delivered.json().data).toEqual({ outcome: 'granted' });
    // The receipt comes at once.
    await until(() => mailsTo(smtp, buyer.email).some((mail) => mail.subject.includes('收据')));
    // The week ends 2026-12-10 09:00 UTC; "three days left" goes at the run after 12-07 09:00.
    await clock.setTime('2026-12-07T09:25:00Z');
    const before = mailsTo(smtp, buyer.email).length;
    await until(() => mailsTo(smtp, buyer.email).length > before);
    expect(at() >= '2026-12-07T09:30:00.000Z' && at() < '2026-12-07T09:32:00.000Z').toBe(true);
    const reminder = mailsTo(smtp, buyer.email).at(-1)!;
    expect(reminder.subject).toMatch(/3 天/);
    // The end, 09:00 UTC, as the buyer in Shanghai lives it.
    expect(reminder.text).toContain('2026年12月10日 17:00（中国标准时间，GMT+8）');
  });

  it('mails a data export link, and the hourly clean-up drops the archive once the link expires', async () => {
    const owner = person('export', 'en');
    const token = await signUp(owner);
    await call(
      test.app,
      'PATCH',
      '/api/v1/account/preferences',
      { browser_time_zone: 'America/New_York' },
      { token },
    );
    const asked = await call(test.app, 'POST', '/api/v1/account/export', undefined, { token });
    expect(asked.statusCode).toBe(202);
    const id = asked.json().data.id as string;
    await until(() => mailsTo(smtp, owner.email).some((mail) => mail.text.includes('/download')));
    // The link's last day in the owner's own time zone, named.
    expect(mailsTo(smtp, owner.email).at(-1)!.text).toMatch(
      /until 14 December 2026 at 0\d:\d\d \(Eastern Time, GMT-5\)/,
    );
    const link = new URL(
      /https?:\/\/\S+\/download\S*/.exec(mailsTo(smtp, owner.email).at(-1)!.text)![0],
    );
    expect((await test.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    expect(await findDataExportArchive(test.database.db, id)).not.toBeNull();
    // The link lasts seven days (to about 12-14 09:32); the run at minute 17 of the hour after
    // that drops the archive.
    expect(at() < '2026-12-07T10:00:00.000Z').toBe(true);
    await clock.setTime('2026-12-14T10:10:00Z');
    await until(async () => (await findDataExportArchive(test.database.db, id)) === null);
    expect((await test.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(410);
  });
});
