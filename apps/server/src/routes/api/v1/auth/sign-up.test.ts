import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueEmail } from '#test/auth-helpers.ts';
import { codeIn, startSmtpCapture } from '#test/smtp-capture.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';

describe('sign-up with a code mailed through a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const clock = createTestClock();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, undefined, { now: clock.now });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a 6-digit code, registers with it, and the new account can log in', async () => {
    const email = uniqueEmail('ada');
    const before = smtp.mails.length;
    const sent = await call(t.app, 'POST', '/api/v1/auth/send-code', {
      email: `  ${email.toUpperCase()} `,
      username: 'Ada',
      purpose: 'signup',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      message: 'Verification code sent to your email',
    });

    const mail = await smtp.nextMail(email, before);
    expect(mail.subject).toMatch(/Yonder sign-up code: \d{6}/);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);

    const registered = await call(t.app, 'POST', '/api/v1/auth/register', {
      username: 'Ada',
      email,
      password: 'secret1',
      verification_code: code,
    });
    expect(registered.statusCode).toBe(201);
    const session = registered.json().data;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    expect(session.user).toMatchObject({ email, username: 'Ada', name: 'Ada', avatar_url: null });
    expect(session.refresh_token).toBeTruthy();

    const me = await call(t.app, 'GET', '/api/v1/auth/me', undefined, {
      token: session.access_token,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(email);

    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      email: email.toUpperCase(),
      password: 'secret1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, message: 'Signed in successfully' });
    expect(login.json().data.user.id).toBe(session.user.id);

    // The code is used up.
    const again = await call(t.app, 'POST', '/api/v1/auth/register', {
      username: 'Eve',
      email,
      password: 'secret2',
      verification_code: code,
    });
    expect(again.statusCode).toBe(400);
  });

  it('mails "you already have an account" for a taken e-mail, with the same answer as for a new one', async () => {
    const email = uniqueEmail('taken');
    const first = await call(t.app, 'POST', '/api/v1/auth/send-code', { email, purpose: 'signup' });
    const code = codeIn(await smtp.nextMail(email, 0));
    await call(t.app, 'POST', '/api/v1/auth/register', {
      username: 'Bo',
      email,
      password: 'secret1',
      verification_code: code,
    });
    clock.advance(61_000);

    const before = smtp.mails.length;
    const second = await call(
      t.app,
      'POST',
      '/api/v1/auth/send-code',
      { email, purpose: 'signup' },
      { language: 'zh' },
    );
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json().data).toEqual(first.json().data);
    const mail = await smtp.nextMail(email, before);
    expect(mail.subject).toBe('你已经有远方 Yonder 账号了');
    expect(mail.text).toContain('已经有账号');
    expect(codeIn(mail)).toBeUndefined();
  });

  it('mails nothing for a reset of an unknown e-mail, and answers exactly as for a known one', async () => {
    const unknown = uniqueEmail('nobody');
    const before = smtp.mails.length;
    const res = await call(t.app, 'POST', '/api/v1/auth/send-code', {
      email: unknown,
      purpose: 'reset',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Verification code sent to your email');
    await t.app.mailer.flush();
    expect(smtp.mails.slice(before).some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  it('allows a new code for the same e-mail only after 60 s, saying how long to wait', async () => {
    const email = uniqueEmail('wait');
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/send-code', { email, purpose: 'signup' }))
        .statusCode,
    ).toBe(200);
    clock.advance(15_000);
    const early = await call(t.app, 'POST', '/api/v1/auth/send-code', { email, purpose: 'signup' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('45');
    expect(early.json()).toMatchObject({ success: false, code: 429 });
    expect(early.json().message).toContain('45 s');
    // Another purpose has its own countdown.
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/send-code', { email, purpose: 'reset' })).statusCode,
    ).toBe(200);
    clock.advance(45_000);
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/send-code', { email, purpose: 'signup' }))
        .statusCode,
    ).toBe(200);
  });

  it('puts nothing the requester typed into a mail to an address not yet verified', async () => {
    const email = uniqueEmail('victim');
    const before = smtp.mails.length;
    const lure = 'Claim a prize: evil.example';
    const sent = await call(t.app, 'POST', '/api/v1/auth/send-code', {
      email,
      username: lure,
      purpose: 'signup',
    });
    expect(sent.statusCode).toBe(200);
    const mail = await smtp.nextMail(email, before);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.raw).not.toContain('evil.example');
    expect(mail.text).toMatch(/^Hello, You are creating a Yonder account/);
  });

  it('lets many people behind one shared address ask for codes, each e-mail held to its own limits', async () => {
    const office = '198.51.100.77';
    for (let i = 0; i < 40; i++) {
      const res = await call(
        t.app,
        'POST',
        '/api/v1/auth/send-code',
        { email: uniqueEmail(`colleague${i}`), purpose: 'signup' },
        { ip: office },
      );
      expect(res.statusCode).toBe(200);
    }
    const email = uniqueEmail('impatient');
    const first = { email, purpose: 'signup' };
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/send-code', first, { ip: office })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/send-code', first, { ip: office })).statusCode,
    ).toBe(429);
  });

  it('sends at most 10 codes an hour to one e-mail', async () => {
    const email = uniqueEmail('hourly');
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await call(t.app, 'POST', '/api/v1/auth/send-code', {
            email,
            purpose: i % 2 ? 'reset' : 'signup',
          })
        ).statusCode,
      ).toBe(200);
      clock.advance(61_000);
    }
    const capped = await call(t.app, 'POST', '/api/v1/auth/send-code', {
      email,
      purpose: 'signup',
    });
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(60 * 60_000);
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/send-code', { email, purpose: 'signup' }))
        .statusCode,
    ).toBe(200);
  });

  it('accepts only the latest code, burns it after 5 wrong tries, and refuses it after 10 minutes', async () => {
    const email = uniqueEmail('burn');
    const before = smtp.mails.length;
    await call(t.app, 'POST', '/api/v1/auth/send-code', { email, purpose: 'signup' });
    const code = codeIn(await smtp.nextMail(email, before)) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const register = (verification_code: string) =>
      call(t.app, 'POST', '/api/v1/auth/register', {
        username: 'Cy',
        email,
        password: 'secret1',
        verification_code,
      });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await register(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The verification code is wrong or has expired');
    }
    expect((await register(wrong)).json().message).toBe(
      'Too many wrong tries: please request a new code',
    );
    const burned = await register(code);
    expect(burned.statusCode).toBe(400);
    expect(burned.json().message).toBe('Too many wrong tries: please request a new code');

    clock.advance(60_000);
    const next = smtp.mails.length;
    await call(t.app, 'POST', '/api/v1/auth/send-code', { email, purpose: 'signup' });
    const fresh = codeIn(await smtp.nextMail(email, next)) ?? '';
    clock.advance(10 * 60_000 + 1000);
    expect((await register(fresh)).json().message).toBe(
      'The verification code is wrong or has expired',
    );
  });

  it('validates the sign-up form like the spec: all four fields, a 6-digit code, 6+ character password', async () => {
    const res = await call(t.app, 'POST', '/api/v1/auth/register', {
      username: ' ',
      email: 'not-an-email',
      password: '12345',
      verification_code: '12ab',
    });
    expect(res.statusCode).toBe(422);
    const fields = res
      .json()
      .errors.map((error: { field: string }) => error.field)
      .sort();
    expect(fields).toEqual(['email', 'password', 'username', 'verification_code']);
    const missing = await call(t.app, 'POST', '/api/v1/auth/send-code', { purpose: 'signup' });
    expect(missing.statusCode).toBe(422);
  });

  it('stores passwords with argon2id and codes only as hashes', async () => {
    const { users, verificationCodes } = await import('#db/schema/index.ts');
    const [user] = await t.database.db.select().from(users).limit(1);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const codes = await t.database.db.select().from(verificationCodes);
    expect(codes.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
  });
});
