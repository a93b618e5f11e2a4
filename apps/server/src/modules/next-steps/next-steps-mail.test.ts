import { emptyCandidateProfile } from '@yonder/contract/profile';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { call, signUp, uniqueEmail } from '#test/auth-helpers.ts';
import { codeIn, startSmtpCapture, type CapturedMail } from '#test/smtp-capture.ts';
import { createTestApp, createTestClock } from '#test/test-app.ts';
import type { App } from '#app.ts';
import { queryRows } from '#db/query-rows.ts';
import { candidateProfiles } from '#db/schema/index.ts';
import { QUEUES } from '#queue/queues.ts';

const PUBLIC_URL = 'https://yonder.example';
const HOUR = 60 * 60 * 1000;

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

async function signUpThroughSmtp(app: App, smtp: Smtp, email: string, language: 'zh' | 'en') {
  const since = smtp.mails.length;
  const sent = await call(
    app,
    'POST',
    '/api/v1/auth/send-code',
    { email, username: 'Ada', purpose: 'signup' },
    { language },
  );
  expect(sent.statusCode).toBe(200);
  const code = codeIn(await smtp.nextMail(email, since));
  const registered = await call(
    app,
    'POST',
    '/api/v1/auth/register',
    { username: 'Ada', email, password: 'correct horse', verification_code: code },
    { language },
  );
  expect(registered.statusCode).toBe(201);
  const [row] = await queryRows<{ id: string }>(
    app.database.db,
    sql`select id from users where email = ${email}`,
  );
  return { token: registered.json().data.access_token as string, id: row!.id };
}

/** One scheduled run of the mail, then the delivery of what it queued. */
async function sweep(app: App) {
  await app.queue.send(app.database.db, QUEUES.nextStepsMail, {});
  app.queue.wake(QUEUES.nextStepsMail);
  await app.queue.settle(QUEUES.nextStepsMail);
  await app.mailer.flush();
}

const mailsTo = (smtp: Smtp, email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email) && !codeIn({ text: mail.subject }));
const nextStepMails = (smtp: Smtp, email: string) =>
  mailsTo(smtp, email).filter((mail) => /next step|待办/.test(mail.subject));
const tokenIn = (mail: CapturedMail) =>
  /\/unsubscribed\?token=([^&\s]+)&lng=/.exec(mail.text)?.[1] ?? '';

describe('the daily next-steps mail', () => {
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  it('mails each person the steps due on their own day, once, in their language, and stops on unsubscribe', async () => {
    const smtp = await startSmtpCapture();
    closing.push(smtp.close);
    const clock = createTestClock(new Date('2030-05-01T06:00:00Z'));
    const t = await createTestApp(
      {
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        QUEUE_POLL_SECONDS: '0.5',
        QUEUE_RETRY_SECONDS: '1',
        // The schedule never fires by itself here: the test runs the sweep when it means to.
        NEXT_STEPS_MAIL_CRON: '0 0 1 1 *',
      },
      undefined,
      { now: clock.now },
    );
    closing.push(t.close);

    const track = async (token: string, body: object) => {
      const answer = await call(t.app, 'POST', '/api/v1/applications', body, { token });
      expect(answer.statusCode, answer.body).toBe(201);
    };

    // In UTC, English (the language of the last dashboard visit).
    const english = uniqueEmail('english');
    const a = await signUpThroughSmtp(t.app, smtp, english, 'en');
    await call(t.app, 'GET', '/api/v1/dashboard/summary', undefined, {
      token: a.token,
      language: 'en',
    });
    await track(a.token, {
      title: 'Designer',
      company: 'Globex',
      status: 'applied',
      next_step: 'Call the recruiter',
      next_step_due: '2030-05-01',
    });
    await track(a.token, {
      title: 'Writer',
      company: 'Initech',
      next_step: 'Tomorrow step',
      next_step_due: '2030-05-02',
    });
    await track(a.token, {
      title: 'Analyst',
      company: 'Hooli',
      status: 'rejected',
      next_step: 'Rejected step',
      next_step_due: '2030-05-01',
    });

    // In Shanghai (14:00 there), Chinese by default.
    const chinese = uniqueEmail('chinese');
    const b = await signUpThroughSmtp(t.app, smtp, chinese, 'zh');
    const profile = emptyCandidateProfile();
    profile.contact.timeZone = 'Asia/Shanghai';
    await t.database.db.insert(candidateProfiles).values({ userId: b.id, profile });
    await track(b.token, {
      title: '前端工程师',
      company: '远方科技',
      next_step: '准备二面',
      next_step_due: '2030-05-01',
    });

    // Opted out in settings.
    const quiet = uniqueEmail('quiet');
    const c = await signUpThroughSmtp(t.app, smtp, quiet, 'en');
    const off = await call(
      t.app,
      'PATCH',
      '/api/v1/account/preferences',
      { next_step_emails: false },
      { token: c.token },
    );
    expect(off.json().data).toMatchObject({ next_step_emails: false });
    await track(c.token, {
      title: 'Quiet',
      company: 'Quiet',
      next_step: 'Quiet step',
      next_step_due: '2030-05-01',
    });

    // 06:00 UTC: only Shanghai's day is past 08:00.
    await sweep(t.app);
    expect(nextStepMails(smtp, english)).toHaveLength(0);
    const [zh] = nextStepMails(smtp, chinese);
    expect(zh?.subject).toBe('今天有 1 项求职待办');
    expect(zh?.text).toContain('准备二面');

    // 08:30 UTC: the English mail, with today's open steps only.
    clock.advance(2.5 * HOUR);
    await sweep(t.app);
    const [en] = nextStepMails(smtp, english);
    if (!en) throw new Error('no next-steps mail');
    expect(en.subject).toBe('1 next step is due today');
    expect(en.text).toContain('Call the recruiter');
    expect(en.text).toContain('Designer — Globex');
    expect(en.text).not.toContain('Tomorrow step');
    expect(en.text).not.toContain('Rejected step');
    expect(en.text).toContain(`${PUBLIC_URL}/dashboard/job/job-search?tab=tracking`);
    expect(en.raw).toMatch(
      /List-Unsubscribe:\s*<https:\/\/yonder\.example\/api\/v1\/dashboard\/next-steps\/unsubscribe\?token=/,
    );
    expect(nextStepMails(smtp, quiet)).toHaveLength(0);

    // A second run the same day mails no one again.
    await sweep(t.app);
    expect(nextStepMails(smtp, english)).toHaveLength(1);
    expect(nextStepMails(smtp, chinese)).toHaveLength(1);

    // The link leads to the page; the page's POST turns the mail off; a forged token does nothing.
    const token = tokenIn(en);
    const page = await call(
      t.app,
      'GET',
      `/api/v1/dashboard/next-steps/unsubscribe?token=${token}`,
      undefined,
      { language: 'en' },
    );
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/unsubscribed?token=${token}&lng=en&list=next-steps`);
    const forged = await call(
      t.app,
      'POST',
      `/api/v1/dashboard/next-steps/unsubscribe?token=${b.id}.forged`,
    );
    expect(forged.statusCode).toBe(404);
    const done = await call(
      t.app,
      'POST',
      `/api/v1/dashboard/next-steps/unsubscribe?token=${token}`,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('You will no longer get the daily next-steps mail');
    const [stored] = await queryRows<{ next_step_emails: boolean }>(
      t.database.db,
      sql`select next_step_emails from users where id = ${a.id}`,
    );
    expect(stored?.next_step_emails).toBe(false);

    // The next day: the Chinese reader is mailed again, the unsubscribed one not (tokens renewed).
    const login = async (email: string) =>
      (await call(t.app, 'POST', '/api/v1/auth/login', { email, password: 'correct horse' })).json()
        .data.access_token as string;
    a.token = await login(english);
    b.token = await login(chinese);
    await track(a.token, {
      title: 'Later',
      company: 'Later',
      next_step: 'Next day step',
      next_step_due: '2030-05-02',
    });
    await track(b.token, {
      title: '后端',
      company: '远方',
      next_step: '次日待办',
      next_step_due: '2030-05-02',
    });
    clock.advance(24 * HOUR);
    await sweep(t.app);
    expect(nextStepMails(smtp, english)).toHaveLength(1);
    expect(nextStepMails(smtp, chinese)).toHaveLength(2);
  }, 60_000);

  it('keeps the preference per owner and refuses bad input', async () => {
    const t = await createTestApp();
    closing.push(t.close);
    const guest = await call(t.app, 'GET', '/api/v1/account/preferences');
    expect(guest.statusCode).toBe(401);
    const one = await signUp(t.app);
    const two = await signUp(t.app);
    const token = one.access_token;
    const initial = await call(t.app, 'GET', '/api/v1/account/preferences', undefined, { token });
    expect(initial.json().data).toEqual({
      next_step_emails: true,
      time_zone: 'UTC',
      time_zone_source: 'default',
      pay_currency: null,
      pay_period: 'year',
    });
    const bad = await call(
      t.app,
      'PATCH',
      '/api/v1/account/preferences',
      { next_step_emails: 'yes' },
      { token },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('next_step_emails');
    await call(
      t.app,
      'PATCH',
      '/api/v1/account/preferences',
      { next_step_emails: false },
      { token },
    );
    const theirs = await call(t.app, 'GET', '/api/v1/account/preferences', undefined, {
      token: two.access_token,
    });
    expect(theirs.json().data).toMatchObject({ next_step_emails: true });
    const badZone = await call(
      t.app,
      'PATCH',
      '/api/v1/account/preferences',
      { browser_time_zone: 'Mars/Olympus_Mons' },
      { token },
    );
    expect(badZone.statusCode).toBe(422);
    expect(badZone.json().errors[0].field).toBe('browser_time_zone');
  });
});
