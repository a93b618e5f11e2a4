import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/query-rows.ts';
import type { MailJob } from '#modules/mail/mailer.ts';
import { countUserRows, USER_DATA, type DataOwner } from '#modules/privacy/user-data-repository.ts';
import { QUEUES } from '#queue/queues.ts';
import { call, randomIp, uniqueEmail } from '#test/auth-helpers.ts';
import { seedUserData, tablesMentioning } from '#test/privacy-helpers.ts';
import { ENGLISH_RESUME_LINES, uploadFile } from '#test/resume-helpers.ts';
import { codeIn, startSmtpCapture } from '#test/smtp-capture.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('privacy: download all my data, delete my account', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const clock = createTestClock();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://yonder.test' }, undefined, {
      now: clock.now,
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A new account through the real sign-up calls, the code read from the captured mail. */
  async function signUp(_app: unknown, { username }: { username: string }) {
    const email = uniqueEmail(username.toLowerCase());
    const password = 'correct horse';
    const ip = randomIp();
    const before = smtp.mails.length;
    await call(
      t.app,
      'POST',
      '/api/v1/auth/send-code',
      { email, username, purpose: 'signup' },
      { ip },
    );
    const code = codeIn(await smtp.nextMail(email, before));
    const registered = await call(
      t.app,
      'POST',
      '/api/v1/auth/register',
      { username, email, password, verification_code: code },
      { ip },
    );
    expect(registered.statusCode).toBe(201);
    const session = registered.json().data;
    return { ...session, password } as {
      user: { id: string; email: string };
      access_token: string;
      refresh_token: string;
      password: string;
    };
  }

  /** A signed-up user with a row in every table of the registry and an uploaded resume. */
  async function richUser(name: string) {
    const session = await signUp(t.app, { username: name });
    const user = { id: session.user.id, email: session.user.email, token: session.access_token };
    await seedUserData(t.app, user);
    const text = [`${name} Example`, user.email, ...ENGLISH_RESUME_LINES].join('\n');
    const uploaded = await uploadFile(t.app, user.token, {
      bytes: text,
      fileName: `${name} résumé.txt`,
    });
    expect(uploaded.statusCode).toBe(201);
    return { ...user, session, resumeId: uploaded.json().data.id as string, resumeText: text };
  }

  async function exportLink(user: { email: string; token: string }) {
    const before = smtp.mails.length;
    const asked = await call(t.app, 'POST', '/api/v1/account/export', undefined, {
      token: user.token,
    });
    expect(asked.statusCode).toBe(202);
    const mail = await smtp.nextMail(user.email, before, 15_000);
    const link =
      /https:\/\/yonder\.test(\/api\/v1\/account\/exports\/[\w-]+\/download\?token=[\w-]+)/.exec(
        mail.text,
      );
    expect(link).not.toBeNull();
    return { mail, path: link![1]!, asked: asked.json() };
  }

  const download = (path: string, accept = '*/*') =>
    t.app.inject({ method: 'GET', url: path, headers: { accept, 'accept-language': 'en' } });

  it('builds a zip of the user’s data and files in the background, mails a link that works without signing in, and expires it', async () => {
    const ada = await richUser('Ada');
    const bob = await richUser('Bob');

    const { mail, path, asked } = await exportLink(ada);
    expect(asked).toMatchObject({ success: true, data: { status: 'pending' } });
    expect(mail.subject).toBe('Your Yonder data is ready');
    expect(mail.text).toContain('The link works for 7 days');

    const overview = await call(t.app, 'GET', '/api/v1/account/privacy', undefined, {
      token: ada.token,
    });
    expect(overview.json().data).toMatchObject({
      has_password: true,
      export_link_days: 7,
      latest_export: { status: 'ready', is_expired: false },
    });
    expect(new Date(overview.json().data.latest_export.expires_at).getTime()).toBe(
      clock.now().getTime() + 7 * DAY_MS,
    );

    const res = await download(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="yonder-data-[\d-]+\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = strFromU8(files['data.json']!);
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      schema_version: 1,
      user_id: ada.id,
      account: { id: ada.id, email: ada.email, username: 'Ada' },
      profile: { profile: { headline: `Profile of ${ada.email}` } },
      cover_letters: [],
      payments: [],
    });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.resumes).toHaveLength(1);
    expect(data.resumes[0]).toMatchObject({ id: ada.resumeId, file_name: 'Ada résumé.txt' });
    const filePath = `files/resumes/${ada.resumeId}/Ada résumé.txt`;
    expect(data.resume_files).toEqual([expect.objectContaining({ path: filePath })]);
    expect(strFromU8(files[filePath]!)).toBe(ada.resumeText);
    for (const key of [
      'sessions',
      'points_ledger',
      'favorite_jobs',
      'job_views',
      'saved_searches',
      'saved_search_alerted_jobs',
      'feedback',
      'data_exports',
      'applications',
      'application_events',
    ])
      expect(data[key], key).not.toHaveLength(0);
    expect(data.feedback[0]).toMatchObject({ description: `Feedback from ${ada.email}` });
    expect(data.applications[0]).toMatchObject({
      status: 'applied',
      notes: `Applied as ${ada.email}`,
    });
    expect(data.data_exports[0]).not.toHaveProperty('archive');
    expect(data.data_exports[0]).not.toHaveProperty('token_hash');
    // Nothing of anyone else.
    expect(json).not.toContain(bob.id);
    expect(json).not.toContain(bob.email);
    expect(Object.keys(files).filter((name) => name.includes(bob.resumeId))).toEqual([]);

    // A wrong secret finds nothing; a browser gets a page, other clients the envelope.
    const wrong = path.replace(/token=[\w-]+/, 'token=guessed');
    expect((await download(wrong)).statusCode).toBe(404);
    expect((await download(wrong)).json().message).toBe(
      'This download link is not valid; use the whole link from the e-mail',
    );
    const page = await download(wrong, 'text/html');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');

    // One export at a time.
    const again = await call(t.app, 'POST', '/api/v1/account/export', undefined, {
      token: ada.token,
      language: 'zh',
    });
    expect(again.statusCode).toBe(202);
    const pending = await call(t.app, 'POST', '/api/v1/account/export', undefined, {
      token: ada.token,
      language: 'zh',
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('你的数据导出正在准备中，完成后会发邮件通知你');
    await t.app.queue.settle(QUEUES.dataExport);

    clock.advance(7 * DAY_MS + 1000);
    const expired = await download(path);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toContain('This download link has expired');
    const expiredPage = await download(path, 'text/html,application/xhtml+xml');
    expect(expiredPage.statusCode).toBe(410);
    expect(expiredPage.body).toContain('Settings → Privacy &#38; data');

    // The hourly clean-up drops the expired archives; the link still says "expired".
    await t.app.queue.boss.send(QUEUES.dataExportCleanup, {});
    await t.app.queue.settle(QUEUES.dataExportCleanup);
    const [left] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from data_exports
          where user_id = ${ada.id}::uuid and archive is not null`,
    );
    expect(left?.count).toBe(0);
    expect((await download(path)).statusCode).toBe(410);
  });

  it('allows three exports a day', async () => {
    const cy = await signUp(t.app, { username: 'Cy' });
    const ask = () =>
      call(t.app, 'POST', '/api/v1/account/export', undefined, { token: cy.access_token });
    for (let index = 0; index < 3; index += 1) {
      expect((await ask()).statusCode).toBe(202);
      await t.app.queue.settle(QUEUES.dataExport);
    }
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You can export your data 3 times a day; please try again in 24 h',
    );
  });

  const owner = (user: { id: string; email: string }): DataOwner => ({
    id: user.id,
    email: user.email,
  });
  const countsOf = async (user: DataOwner) =>
    Object.fromEntries(
      await Promise.all(
        USER_DATA.map(
          async (entry) => [entry.table, await countUserRows(t.database.db, entry, user)] as const,
        ),
      ),
    );

  it('deletes nothing on a wrong or missing confirmation', async () => {
    const ada = await richUser('Ada');
    const before = await countsOf(owner(ada));
    const wrong = await call(
      t.app,
      'DELETE',
      '/api/v1/account',
      { password: 'not it' },
      {
        token: ada.token,
      },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The password is incorrect; nothing was deleted');
    const zh = await call(
      t.app,
      'DELETE',
      '/api/v1/account',
      { password: 'not it' },
      {
        token: ada.token,
        language: 'zh',
      },
    );
    expect(zh.json().message).toBe('密码不正确，账号未被删除');
    const missing = await call(t.app, 'DELETE', '/api/v1/account', {}, { token: ada.token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'password' })]);
    const badCode = await call(
      t.app,
      'DELETE',
      '/api/v1/account',
      { code: '000000' },
      {
        token: ada.token,
      },
    );
    expect(badCode.statusCode).toBe(400);
    expect(await countsOf(owner(ada))).toEqual(before);
    expect(
      (await call(t.app, 'GET', '/api/v1/auth/me', undefined, { token: ada.token })).statusCode,
    ).toBe(200);
    // Confirmations are limited per account.
    for (let index = 0; index < 2; index += 1)
      await call(t.app, 'DELETE', '/api/v1/account', { password: 'not it' }, { token: ada.token });
    const limited = await call(
      t.app,
      'DELETE',
      '/api/v1/account',
      { password: ada.session.password },
      {
        token: ada.token,
      },
    );
    expect(limited.statusCode).toBe(429);
    expect(await countsOf(owner(ada))).toEqual(before);
  });

  it('deletes every row of the user and no one else’s; their tokens stop at once', async () => {
    const ada = await richUser('Ada');
    const bob = await richUser('Bob');
    await exportLink(ada);
    // A mail to Ada still waiting in the queue goes with her.
    await t.app.queue.send<MailJob>(
      t.database.db,
      QUEUES.mail,
      { mail: { to: ada.email, subject: 'later', text: 'later', html: '<p>later</p>' } },
      { startAfter: 3600 },
    );
    const bobBefore = await countsOf(owner(bob));
    const [feedbackBefore] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from feedback`,
    );
    const mailsBefore = smtp.mails.length;

    const res = await call(
      t.app,
      'DELETE',
      '/api/v1/account',
      { password: ada.session.password },
      {
        token: ada.token,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your account and your data have been deleted');

    // Tokens stop at once; the account cannot sign in again.
    expect(
      (await call(t.app, 'GET', '/api/v1/auth/me', undefined, { token: ada.token })).statusCode,
    ).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/api/v1/auth/refresh', {
          refresh_token: ada.session.refresh_token,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/api/v1/auth/login', {
          email: ada.email,
          password: ada.session.password,
        })
      ).statusCode,
    ).toBe(401);

    for (const [table, count] of Object.entries(await countsOf(owner(ada))))
      expect(count, table).toBe(0);
    expect(await countsOf(owner(bob))).toEqual(bobBefore);
    // No row of any table mentions her id or address; feedback stays, anonymised.
    expect(await tablesMentioning(t.database.db, owner(ada))).toEqual([]);
    expect(await tablesMentioning(t.database.db, owner(bob))).not.toEqual([]);
    const [feedbackAfter] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from feedback`,
    );
    expect(feedbackAfter).toEqual(feedbackBefore);
    // In the queue only the goodbye mail holds her address.
    const jobs = await queryRows<{ subject: string }>(
      t.database.db,
      sql`select data->'mail'->>'subject' as subject from pgboss.job
          where strpos(data::text, ${ada.email}) > 0 or strpos(data::text, ${ada.id}) > 0`,
    );
    expect(jobs).toEqual([{ subject: 'Your Yonder account was deleted' }]);
    const goodbye = await smtp.nextMail(ada.email, mailsBefore);
    expect(goodbye.subject).toBe('Your Yonder account was deleted');
  });

  it('confirms with an e-mailed code for an account without a password', async () => {
    const gia = await richUser('Gia');
    // As an account made with Google: no password.
    await t.database.db.execute(
      sql`update users set password_hash = null where id = ${gia.id}::uuid`,
    );
    const overview = await call(t.app, 'GET', '/api/v1/account/privacy', undefined, {
      token: gia.token,
    });
    expect(overview.json().data.has_password).toBe(false);
    const withPassword = await call(
      t.app,
      'DELETE',
      '/api/v1/account',
      { password: 'x' },
      {
        token: gia.token,
      },
    );
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().message).toBe(
      'This account has no password; confirm with the code we e-mail you',
    );

    const before = smtp.mails.length;
    const sent = await call(t.app, 'POST', '/api/v1/account/delete-code', undefined, {
      token: gia.token,
    });
    expect(sent.statusCode).toBe(200);
    const mail = await smtp.nextMail(gia.email, before);
    expect(mail.subject).toMatch(/^Your Yonder account deletion code: \d{6}$/);
    const code = codeIn(mail)!;
    // The resend wait of every code applies.
    expect(
      (await call(t.app, 'POST', '/api/v1/account/delete-code', undefined, { token: gia.token }))
        .statusCode,
    ).toBe(429);
    const wrongCode = code === '123456' ? '654321' : '123456';
    const wrong = await call(
      t.app,
      'DELETE',
      '/api/v1/account',
      { code: wrongCode },
      {
        token: gia.token,
      },
    );
    expect(wrong.statusCode).toBe(400);
    expect((await countsOf(owner(gia))).users).toBe(1);
    const done = await call(t.app, 'DELETE', '/api/v1/account', { code }, { token: gia.token });
    expect(done.statusCode).toBe(200);
    expect(await tablesMentioning(t.database.db, owner(gia))).toEqual([]);
  });
});
