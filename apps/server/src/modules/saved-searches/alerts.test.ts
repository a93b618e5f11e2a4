import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { call, uniqueEmail } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { codeIn, freePort, startSmtpCapture, type CapturedMail } from '#test/smtp-capture.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';
import type { App } from '#app.ts';
import { queryRows } from '#db/query-rows.ts';
import { jobs, savedSearches } from '#db/schema/index.ts';
import { QUEUES } from '#queue/queues.ts';
import { insertJobs } from '../jobs/job-writer.ts';

const PUBLIC_URL = 'https://yonder.example';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

/** A new account through the real sign-up calls, its code read from the captured SMTP mail. */
async function signUpThroughSmtp(app: App, smtp: Smtp, email: string): Promise<string> {
  const since = smtp.mails.length;
  const sent = await call(app, 'POST', '/api/v1/auth/send-code', {
    email,
    username: 'Ada',
    purpose: 'signup',
  });
  expect(sent.statusCode).toBe(200);
  const code = codeIn(await smtp.nextMail(email, since));
  const registered = await call(app, 'POST', '/api/v1/auth/register', {
    username: 'Ada',
    email,
    password: 'correct horse',
    verification_code: code,
  });
  expect(registered.statusCode).toBe(201);
  return registered.json().data.access_token;
}

/** One scheduled run of the alerts, through the queue as the schedule starts it. */
async function sweep(app: App): Promise<void> {
  await app.queue.send(app.database.db, QUEUES.savedSearchAlerts, {});
  app.queue.wake(QUEUES.savedSearchAlerts);
  await app.queue.settle(QUEUES.savedSearchAlerts);
}

/** A run of the alerts, then the delivery of its mails. */
async function runAlerts(app: App): Promise<void> {
  await sweep(app);
  await app.mailer.flush();
}

const mailsTo = (smtp: Smtp, email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
const tokenIn = (mail: CapturedMail) =>
  /\/unsubscribed\?token=([^&\s]+)&lng=/.exec(mail.text)?.[1] ?? '';

describe('saved search alerts', () => {
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  async function setUp(smtpUrl?: string) {
    const smtp = smtpUrl ? null : await startSmtpCapture();
    if (smtp) closing.push(smtp.close);
    const clock = createTestClock(new Date('2030-05-01T08:00:00Z'));
    const t: TestApp = await createTestApp(
      {
        SMTP_URL: smtpUrl ?? smtp?.url ?? '',
        PUBLIC_URL,
        QUEUE_POLL_SECONDS: '0.5',
        QUEUE_RETRY_SECONDS: '1',
        // The schedule itself never fires during a test: each test runs the alerts when it means to.
        SAVED_SEARCH_ALERTS_CRON: '0 0 1 1 *',
      },
      undefined,
      { now: clock.now },
    );
    closing.push(t.close);
    return { t, smtp, clock };
  }

  const later = (clock: { now: () => Date }, ms: number) => new Date(clock.now().getTime() + ms);

  it('mails the new jobs matching recommends for "my recommendations", once', async () => {
    const { t, smtp, clock } = await setUp();
    if (!smtp) throw new Error('no SMTP capture');
    const email = uniqueEmail('recommended');
    const token = await signUpThroughSmtp(t.app, smtp, email);
    // A resume alone is enough to be matched.
    const resume = await call(
      t.app,
      'POST',
      '/api/v1/resumes',
      {
        title: 'Frontend',
        language: 'en',
        document: {
          basics: { label: 'Senior Frontend Engineer' },
          work: [
            {
              name: 'Acme',
              position: 'Senior Frontend Engineer',
              startDate: '2018-01',
              highlights: ['Built the React and TypeScript design system used by 40 teams'],
            },
          ],
          skills: [{ name: 'Frontend', keywords: ['React', 'TypeScript', 'CSS', 'Next.js'] }],
        },
      },
      { token },
    );
    expect(resume.statusCode).toBe(201);
    const created = await call(
      t.app,
      'POST',
      '/api/v1/saved-searches',
      { name: 'For me', kind: 'matches', query: {}, frequency: 'daily', language: 'en' },
      { token },
    );
    expect(created.statusCode).toBe(201);

    await insertJobs(t.database.db, [
      jobRecord({
        title: 'Senior React Engineer',
        category: 'frontend',
        skills: ['React', 'TypeScript', 'CSS'],
        experienceYears: 5,
        sourceId: 'react-new',
        postedAt: later(clock, 2 * HOUR),
      }),
      jobRecord({
        title: 'Enterprise Account Executive',
        category: 'sales',
        skills: ['Salesforce', 'Negotiation', 'Lead Generation'],
        sourceId: 'sales-new',
        postedAt: later(clock, 2 * HOUR),
      }),
      jobRecord({
        title: 'React Developer Before',
        category: 'frontend',
        skills: ['React'],
        sourceId: 'react-old',
        postedAt: later(clock, -3 * DAY),
      }),
    ]);

    clock.advance(DAY);
    await runAlerts(t.app);
    const [, alert] = mailsTo(smtp, email);
    if (!alert) throw new Error('no alert mail');
    expect(alert.text).toContain('Senior React Engineer');
    expect(alert.text).not.toContain('Enterprise Account Executive');
    expect(alert.text).not.toContain('React Developer Before');

    // Nothing new since: nothing more is mailed.
    clock.advance(DAY);
    await runAlerts(t.app);
    expect(mailsTo(smtp, email)).toHaveLength(2);
  });

  it('mails only new matching jobs, once, in the saved language, and unsubscribes in one click', async () => {
    const { t, smtp, clock } = await setUp();
    if (!smtp) throw new Error('no SMTP capture');
    const email = uniqueEmail('alerts');
    const token = await signUpThroughSmtp(t.app, smtp, email);
    const created = await call(
      t.app,
      'POST',
      '/api/v1/saved-searches',
      {
        name: 'Kotlin 远程',
        kind: 'search',
        query: { keyword: 'kotlin', remote_type: 'fullRemote' },
        frequency: 'daily',
        language: 'zh',
      },
      { token },
    );
    expect(created.statusCode).toBe(201);
    const searchId: string = created.json().data.id;

    await insertJobs(t.database.db, [
      jobRecord({
        title: 'Kotlin Engineer',
        company: { name: 'Northwind' },
        salary: { min: 90_000, max: 120_000, currency: 'USD', period: 'year' },
        sourceId: 'kotlin-1',
        postedAt: later(clock, 2 * HOUR),
      }),
      jobRecord({
        title: 'Kotlin Android Developer',
        sourceId: 'kotlin-2',
        postedAt: later(clock, 3 * HOUR),
      }),
      jobRecord({ title: 'Kotlin Before', sourceId: 'kotlin-old', postedAt: later(clock, -HOUR) }),
      jobRecord({ title: 'Swift Engineer', sourceId: 'swift', postedAt: later(clock, 2 * HOUR) }),
      jobRecord({
        title: 'Kotlin Onsite',
        remoteType: 'onsite',
        sourceId: 'kotlin-onsite',
        postedAt: later(clock, 2 * HOUR),
      }),
    ]);
    const idOf = async (sourceId: string) =>
      (await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.sourceId, sourceId)))[0]
        ?.id ?? '';

    // Not due yet: the last alert (the save) was less than a day ago.
    clock.advance(12 * HOUR);
    await runAlerts(t.app);
    expect(mailsTo(smtp, email)).toHaveLength(1); // the sign-up code only

    clock.advance(12 * HOUR);
    await runAlerts(t.app);
    const [, alert] = mailsTo(smtp, email);
    if (!alert) throw new Error('no alert mail');
    expect(alert.subject).toBe('“Kotlin 远程”有 2 个新职位 · 远方 Yonder');
    expect(alert.text).toContain('你保存的搜索“Kotlin 远程”有新职位');
    expect(alert.text).toContain('Kotlin Engineer — Northwind');
    expect(alert.text).toContain('USD 90,000–120,000 / 年');
    expect(alert.text).toContain(
      `${PUBLIC_URL}/dashboard/job/job-search/${await idOf('kotlin-1')}`,
    );
    expect(alert.text).toContain('Kotlin Android Developer');
    expect(alert.text).toContain(
      `${PUBLIC_URL}/dashboard/job/job-search?keyword=kotlin&remote_type=fullRemote`,
    );
    for (const absent of ['Kotlin Before', 'Swift Engineer', 'Kotlin Onsite'])
      expect(alert.text).not.toContain(absent);
    expect(alert.raw).toMatch(/^Content-Type: text\/html/im);
    const unsubscribeToken = tokenIn(alert);
    const headers = alert.raw.slice(0, alert.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(
      `List-Unsubscribe: <${PUBLIC_URL}/api/v1/saved-searches/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);

    // A day on, nothing new: nothing is mailed.
    clock.advance(DAY);
    await runAlerts(t.app);
    expect(mailsTo(smtp, email)).toHaveLength(2);

    // A mailed job whose posted date moves on is not mailed again; a new one is.
    await t.database.db
      .update(jobs)
      .set({ postedAt: later(clock, HOUR) })
      .where(eq(jobs.sourceId, 'kotlin-1'));
    await insertJobs(t.database.db, [
      jobRecord({
        title: 'Kotlin Backend Lead',
        sourceId: 'kotlin-3',
        postedAt: later(clock, HOUR),
      }),
    ]);
    clock.advance(DAY);
    await runAlerts(t.app);
    const third = mailsTo(smtp, email)[2];
    expect(third?.subject).toBe('“Kotlin 远程”有 1 个新职位 · 远方 Yonder');
    expect(third?.text).toContain('Kotlin Backend Lead');
    expect(third?.text).not.toContain('Kotlin Engineer');

    // The link of the mail: GET changes nothing and leads to the web page, which POSTs.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/saved-searches/unsubscribe?token=${unsubscribeToken}`,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribed?token=${unsubscribeToken}&lng=zh`);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/v1/saved-searches/unsubscribe?token=${searchId}.${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    // RFC 8058's one-click POST, as a mail client sends it, without signing in.
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/saved-searches/unsubscribe?token=${unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toMatchObject({
      message: '已退订“Kotlin 远程”的职位提醒',
      data: { name: 'Kotlin 远程', language: 'zh' },
    });
    const [row] = await t.database.db
      .select({ frequency: savedSearches.frequency })
      .from(savedSearches)
      .where(eq(savedSearches.id, searchId));
    expect(row?.frequency).toBe('off');

    await insertJobs(t.database.db, [
      jobRecord({ title: 'Kotlin After', sourceId: 'kotlin-4', postedAt: later(clock, HOUR) }),
    ]);
    clock.advance(DAY);
    await runAlerts(t.app);
    expect(mailsTo(smtp, email)).toHaveLength(3);
  }, 60_000);

  it('keeps an alert while SMTP is down and delivers it once when the server is back', async () => {
    const port = await freePort();
    const { t, clock } = await setUp(`smtp://127.0.0.1:${port}`);
    // Signed up while SMTP is down: the account is made directly, as the outbox cannot be read.
    const [user] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into users (email, username) values (${'retry@example.com'}, 'Ada') returning id`,
    );
    await t.database.db.insert(savedSearches).values({
      userId: user?.id ?? '',
      name: 'Elixir',
      kind: 'search',
      query: { keyword: 'elixir', language: 'en' },
      frequency: 'weekly',
      alertedAt: clock.now(),
      openedAt: clock.now(),
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await insertJobs(t.database.db, [
      jobRecord({ title: 'Elixir Developer', sourceId: 'elixir', postedAt: later(clock, HOUR) }),
    ]);
    clock.advance(7 * DAY);
    await sweep(t.app);
    // The alert's mail waits for a retry; the job is on record as mailed, once.
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ state: string }>(
              t.database.db,
              sql`select state from pgboss.job where name = 'mail' and data->'mail'->>'to' = 'retry@example.com'`,
            )
          ).map((job) => job.state),
        { timeout: 10_000 },
      )
      .toEqual(['retry']);

    // Another run meanwhile mails nothing more: the job was recorded with the queued mail.
    clock.advance(7 * DAY);
    await sweep(t.app);

    const smtp = await startSmtpCapture({ port });
    // Closed after the app: the app's pooled SMTP connections must end before the server can.
    closing.unshift(smtp.close);
    const mail = await smtp.nextMail('retry@example.com', 0, 20_000);
    expect(mail.subject).toBe('1 new job for "Elixir" · Yonder');
    expect(mail.text).toContain('Elixir Developer');
    expect(mail.text).toContain('Salary not listed');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(smtp, 'retry@example.com')).toHaveLength(1);
  }, 60_000);
  it('runs a failed sweep again; its alerts go out once the database answers, and once only', async () => {
    const { t, smtp, clock } = await setUp();
    if (!smtp) throw new Error('no SMTP capture');
    const [user] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into users (email, username) values (${'sweep@example.com'}, 'Ada') returning id`,
    );
    const saveSearch = (name: string, keyword: string) => ({
      userId: user?.id ?? '',
      name,
      kind: 'search' as const,
      query: { keyword, language: 'en' },
      frequency: 'daily' as const,
      alertedAt: clock.now(),
      openedAt: clock.now(),
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await t.database.db
      .insert(savedSearches)
      .values([saveSearch('Clojure', 'clojure'), saveSearch('Erlang', 'erlang')]);
    await insertJobs(t.database.db, [
      jobRecord({ title: 'Clojure Developer', sourceId: 'clojure', postedAt: later(clock, HOUR) }),
      jobRecord({ title: 'Erlang Developer', sourceId: 'erlang', postedAt: later(clock, HOUR) }),
    ]);
    clock.advance(DAY);
    // The sweep fails: the database refuses to read the jobs (a table it needs is away).
    await t.database.db.execute(sql`alter table companies rename to companies_away`);
    await t.app.queue.send(t.database.db, QUEUES.savedSearchAlerts, {});
    t.app.queue.wake(QUEUES.savedSearchAlerts);
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ state: string }>(
              t.database.db,
              sql`select state from pgboss.job where name = ${QUEUES.savedSearchAlerts}`,
            )
          ).map((job) => job.state),
        { timeout: 10_000 },
      )
      .toEqual(['retry']);
    await t.database.db.execute(sql`alter table companies_away rename to companies`);
    // The retry (after QUEUE_RETRY_SECONDS) finds the table back and sends both alerts.
    await expect.poll(() => mailsTo(smtp, 'sweep@example.com').length, { timeout: 20_000 }).toBe(2);
    await sweep(t.app);
    await t.app.mailer.flush();
    const subjects = mailsTo(smtp, 'sweep@example.com').map((mail) => mail.subject);
    expect(subjects.sort()).toEqual([
      '1 new job for "Clojure" · Yonder',
      '1 new job for "Erlang" · Yonder',
    ]);
  }, 60_000);
});
