import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { call, outboxCode, uniqueEmail } from '#test/auth-helpers.ts';
import { freePort, startSmtpCapture } from '#test/smtp-capture.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '#db/query-rows.ts';
import { deliverMailJob, type MailJob } from './mailer.ts';
import { createMailTransport } from './transport.ts';

type JobRow = { id: string; state: string; retry_count: number; error: string | null };
const mailJobs = (t: TestApp, to: string) =>
  queryRows<JobRow>(
    t.database.db,
    sql`select id::text, state, retry_count, output->>'message' as error from pgboss.job
        where name = 'mail' and data->'mail'->>'to' = ${to}`,
  );

describe('mail through the job queue', () => {
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  it('keeps a mail while SMTP is down and delivers it once, when the server is back', async () => {
    const port = await freePort();
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      QUEUE_RETRY_SECONDS: '1',
      QUEUE_POLL_SECONDS: '0.5',
    });
    closing.push(t.close);
    const email = uniqueEmail('patient');
    const sent = await call(t.app, 'POST', '/api/v1/auth/send-code', { email, purpose: 'signup' });
    expect(sent.statusCode).toBe(200);

    // The first attempt meets a closed port: the job waits for a retry, with the error kept.
    await expect
      .poll(async () => (await mailJobs(t, email))[0], { timeout: 10_000 })
      .toMatchObject({ state: 'retry', error: expect.stringContaining('ECONNREFUSED') });

    const smtp = await startSmtpCapture({ port });
    closing.push(smtp.close);
    const mail = await smtp.nextMail(email, 0, 20_000);
    const [job] = await mailJobs(t, email);
    expect(mail.raw).toMatch(new RegExp(`^Message-ID: <${job?.id}@yonder\\.work>`, 'im'));
    expect(mail.text).toMatch(/\b\d{6}\b/);
    // The request that caused it is named in the job, so its log lines carry the request id.
    const [data] = await queryRows<{ requestId: string }>(
      t.database.db,
      sql`select data->>'requestId' as "requestId" from pgboss.job where id = ${job?.id}::uuid`,
    );
    expect(data?.requestId).toBe(sent.headers['x-request-id']);

    await expect.poll(async () => (await mailJobs(t, email))[0]?.state).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.mails.filter((item) => item.to.includes(email))).toHaveLength(1);
  }, 40_000);

  it('never sends a mail put in the queue by a transaction that rolled back', async () => {
    const t = await createTestApp();
    closing.push(t.close);
    const kept = uniqueEmail('kept');
    const dropped = uniqueEmail('dropped');
    const mail = (to: string) => ({ to, subject: 'Hello', text: 'code 123456', html: '<p>x</p>' });
    await t.app.database.db.transaction(async (tx) => {
      await t.app.mailer.send(tx, mail(kept));
    });
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await t.app.mailer.send(tx, mail(dropped));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    t.app.mailer.wake();

    expect(await outboxCode(t.app, kept)).toBe('123456');
    expect(await outboxCode(t.app, dropped)).toBeUndefined();
    expect(await mailJobs(t, dropped)).toEqual([]);
  });

  it('does not send again a mail whose delivery is on record (a retry after a crash)', async () => {
    const t = await createTestApp();
    closing.push(t.close);
    const to = uniqueEmail('once');
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'Y <a@b.c>',
      now: t.app.now,
    });
    const job = {
      id: '6f1c2f8e-8a56-4d6b-9b0e-0d0c8a3c1e01',
      name: 'mail',
      data: { mail: { to, subject: 'Hi', text: 'hello', html: '<p>hello</p>' } } as MailJob,
      retryCount: 0,
      expireInSeconds: 120,
      heartbeatSeconds: null,
      signal: new AbortController().signal,
    };
    const deliver = () =>
      deliverMailJob({
        db: t.database.db,
        transport,
        from: 'Y <a@b.c>',
        now: t.app.now,
        log: t.app.log,
        job,
      });
    await deliver();
    await deliver();
    expect(transport.outbox?.filter((mail) => mail.to === to)).toHaveLength(1);
    expect(transport.outbox?.[0]?.messageId).toBe(`<${job.id}@b.c>`);
  });
});
