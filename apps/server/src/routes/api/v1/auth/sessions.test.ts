import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outboxCode, signUp } from '#test/auth-helpers.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';

describe('sessions: refresh, logout, reset', () => {
  let t: TestApp;
  const clock = createTestClock();
  const refresh = (token: string) =>
    call(t.app, 'POST', '/api/v1/auth/refresh', { refresh_token: token });
  const me = (token: string) => call(t.app, 'GET', '/api/v1/auth/me', undefined, { token });

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: clock.now });
  });

  afterAll(async () => {
    await t.close();
  });

  it('rotates the refresh token on every use, and a reused one revokes its whole family', async () => {
    const first = await signUp(t.app);
    const other = (
      await call(t.app, 'POST', '/api/v1/auth/login', {
        email: first.user.email,
        password: first.password,
      })
    ).json().data;

    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      success: true,
      data: { token_type: 'bearer', expires_in: 900 },
    });
    const r2 = second.json().data.refresh_token;
    expect(r2).not.toBe(first.refresh_token);
    expect((await me(second.json().data.access_token)).statusCode).toBe(200);
    const r3 = (await refresh(r2)).json().data.refresh_token;

    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('Your session has ended, please sign in again');
    // The newest token of the family dies too: whoever holds it must log in again.
    expect((await refresh(r3)).statusCode).toBe(401);
    // Another login (another family) is untouched.
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
  });

  it('lets an access token work for 15 minutes', async () => {
    const session = await signUp(t.app);
    clock.advance(14 * 60_000);
    expect((await me(session.access_token)).statusCode).toBe(200);
    clock.advance(61_000);
    const expired = await me(session.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      success: false,
      code: 401,
      message: 'Please sign in first',
    });
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
  });

  it('rejects a missing, malformed or forged bearer token', async () => {
    expect((await call(t.app, 'GET', '/api/v1/auth/me')).statusCode).toBe(401);
    expect((await me('abc.def.ghi')).statusCode).toBe(401);
    const session = await signUp(t.app);
    const [header, payload] = session.access_token.split('.');
    expect((await me(`${header}.${payload}.${'A'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('logs out the session of the bearer token and of the refresh token', async () => {
    const session = await signUp(t.app);
    const out = await call(
      t.app,
      'POST',
      '/api/v1/auth/logout',
      { refresh_token: session.refresh_token },
      { token: session.access_token },
    );
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, message: 'Signed out', data: null });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);

    const other = await signUp(t.app);
    await call(t.app, 'POST', '/api/v1/auth/logout', {}, { token: other.access_token });
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    // Signing out with nothing valid still succeeds: the client clears its tokens anyway.
    expect((await call(t.app, 'POST', '/api/v1/auth/logout', {})).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(
      200,
    );
  });

  it('resets the password with a mailed code and signs every device out', async () => {
    const session = await signUp(t.app, { password: 'old-password' });
    const email = session.user.email;
    const laptop = (
      await call(t.app, 'POST', '/api/v1/auth/login', { email, password: 'old-password' })
    ).json().data;

    clock.advance(60_000);
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/send-code', { email, purpose: 'reset' })).statusCode,
    ).toBe(200);
    const code = await outboxCode(t.app, email);
    const mail = t.app.mailer.outbox?.[0];
    expect(mail?.subject).toContain('password reset code');

    const wrong = await call(t.app, 'POST', '/api/v1/auth/reset-password', {
      email,
      verification_code: code === '123456' ? '654321' : '123456',
      new_password: 'new-password',
    });
    expect(wrong.statusCode).toBe(400);

    const reset = await call(t.app, 'POST', '/api/v1/auth/reset-password', {
      email,
      verification_code: code,
      new_password: 'new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(
      'Password reset successfully, you can now sign in with your new password',
    );
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(401);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await me(laptop.access_token)).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/login', { email, password: 'old-password' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/login', { email, password: 'new-password' }))
        .statusCode,
    ).toBe(200);
  });

  it('stops the access token at once when its session ends: sign-out, reuse detection, password changes', async () => {
    // Signing out.
    const out = await signUp(t.app);
    expect((await me(out.access_token)).statusCode).toBe(200);
    await call(t.app, 'POST', '/api/v1/auth/logout', {}, { token: out.access_token });
    const afterLogout = await me(out.access_token);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toMatchObject({ success: false, message: 'Please sign in first' });

    // A reused refresh token: the newest access token of the family dies with it.
    const stolen = await signUp(t.app);
    const rotated = (await refresh(stolen.refresh_token)).json().data;
    expect((await refresh(stolen.refresh_token)).statusCode).toBe(401);
    expect((await me(rotated.access_token)).statusCode).toBe(401);

    // A password changed on another device signs this one out; the changing device stays in.
    const phone = await signUp(t.app, { password: 'first-password' });
    const laptop = (
      await call(t.app, 'POST', '/api/v1/auth/login', {
        email: phone.user.email,
        password: 'first-password',
      })
    ).json().data;
    const changed = await call(
      t.app,
      'PUT',
      '/api/v1/users/updateUserPassword',
      { current_password: 'first-password', new_password: 'second-password' },
      { token: laptop.access_token },
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(phone.access_token)).statusCode).toBe(401);
    expect((await me(laptop.access_token)).statusCode).toBe(200);
  });

  it('tells the device a password change signed out why, and nobody else', async () => {
    const here = await signUp(t.app, { password: 'first-password' });
    const login = () =>
      call(t.app, 'POST', '/api/v1/auth/login', {
        email: here.user.email,
        password: 'first-password',
      });
    const phone = (await login()).json().data;
    const laptop = (await login()).json().data;
    // The laptop refreshed once: its first token is an old copy now.
    const laptopNow = (await refresh(laptop.refresh_token)).json().data;
    const changed = await call(
      t.app,
      'PUT',
      '/api/v1/users/updateUserPassword',
      { current_password: 'first-password', new_password: 'second-password' },
      { token: here.access_token },
    );
    expect(changed.statusCode).toBe(200);

    for (const language of ['zh', 'en'] as const) {
      const refused = await call(
        t.app,
        'POST',
        '/api/v1/auth/refresh',
        { refresh_token: phone.refresh_token },
        { language },
      );
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 401,
        reason: 'password_changed',
        message:
          language === 'zh'
            ? '你在其他设备上修改了密码，请重新登录'
            : 'Your password was changed on another device. Please sign in again.',
      });
    }
    expect((await refresh(laptopNow.refresh_token)).json().reason).toBe('password_changed');
    // An old copy of a token, a made-up one, and a session signed out by hand say nothing more.
    const generic = {
      success: false,
      code: 401,
      message: 'Your session has ended, please sign in again',
    };
    for (const token of [laptop.refresh_token, 'made-up-token']) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject(generic);
      expect(res.json()).not.toHaveProperty('reason');
    }
    const other = await signUp(t.app);
    await call(t.app, 'POST', '/api/v1/auth/logout', { refresh_token: other.refresh_token });
    const signedOut = await refresh(other.refresh_token);
    expect(signedOut.json()).toMatchObject(generic);
    expect(signedOut.json()).not.toHaveProperty('reason');
    // The device that changed the password keeps its session.
    expect((await refresh(here.refresh_token)).statusCode).toBe(200);
  });

  it('treats two refreshes with one token at the same moment as a reuse: neither new pair survives', async () => {
    for (let round = 0; round < 5; round++) {
      const session = await signUp(t.app);
      const answers = await Promise.all([
        refresh(session.refresh_token),
        refresh(session.refresh_token),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 401]);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json().data;
      expect((await refresh(winner.refresh_token)).statusCode).toBe(401);
      expect((await me(winner.access_token)).statusCode).toBe(401);
    }
  });
});
