import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, randomIp, signUp, uniqueEmail } from '#test/auth-helpers.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';

describe('log in', () => {
  let t: TestApp;
  const clock = createTestClock();
  const login = (email: string, password: string, ip?: string) =>
    call(t.app, 'POST', '/api/v1/auth/login', { email, password }, { ip });

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: clock.now });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers a wrong password and an unknown e-mail the same way, in about the same time', async () => {
    const account = await signUp(t.app);
    const wrongPassword = await login(account.user.email, 'not the password');
    const unknownEmail = await login(uniqueEmail('ghost'), 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json().message).toBe(wrongPassword.json().message);
    expect(wrongPassword.json()).toMatchObject({
      success: false,
      code: 401,
      message: 'Incorrect email or password',
    });

    // Both paths run one argon2 verification: without it the unknown e-mail would answer ~30x faster.
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await login(email, `wrong-${i}`);
        times.push(performance.now() - start);
        clock.advance(60 * 60_000);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const known = await median(account.user.email);
    const unknown = await median(uniqueEmail('ghost'));
    expect(unknown / known).toBeGreaterThan(0.25);
    expect(unknown / known).toBeLessThan(4);
  });

  it('answers in Chinese by default', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: uniqueEmail(), password: 'whatever' },
    });
    expect(res.json().message).toBe('邮箱或密码错误');
  });

  it('makes the next attempt of the failing client wait 2, 4, 8 s after its third failure in a row, for any e-mail', async () => {
    const account = await signUp(t.app);
    const ip = randomIp();
    for (const email of [account.user.email, uniqueEmail('ghost')]) {
      for (let i = 0; i < 3; i++) expect((await login(email, 'wrong', ip)).statusCode).toBe(401);
      const locked = await login(email, account.password, ip);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('2');
      expect(locked.json().message).toBe('Too many failed sign-ins, please try again in 2 s');
      clock.advance(2000);
      expect((await login(email, 'wrong', ip)).statusCode).toBe(401);
      expect((await login(email, 'wrong', ip)).headers['retry-after']).toBe('4');
      clock.advance(4000);
    }
    const ok = await login(account.user.email, account.password, ip);
    expect(ok.statusCode).toBe(200);
    // A success clears the failures.
    expect((await login(account.user.email, 'wrong', ip)).statusCode).toBe(401);
    expect((await login(account.user.email, account.password, ip)).statusCode).toBe(200);
  });

  it('lets a correct password through right after one wrong one', async () => {
    const account = await signUp(t.app);
    const ip = randomIp();
    expect((await login(account.user.email, 'typo', ip)).statusCode).toBe(401);
    expect((await login(account.user.email, account.password, ip)).statusCode).toBe(200);
  });

  it('never locks the owner out from another address while someone else fails on the account', async () => {
    const account = await signUp(t.app);
    const attacker = randomIp();
    for (let i = 0; i < 6; i++) await login(account.user.email, `guess-${i}`, attacker);
    expect((await login(account.user.email, account.password, attacker)).statusCode).toBe(429);
    expect((await login(account.user.email, account.password, randomIp())).statusCode).toBe(200);
  });

  it('limits the attempts of one client address with 429 and Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++)
      expect((await login(uniqueEmail(), 'wrong', ip)).statusCode).toBe(401);
    const limited = await login(uniqueEmail(), 'wrong', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 429 });
    expect(limited.json().message).toMatch(/Too many requests, please try again in \d+ s/);
    expect((await login(uniqueEmail(), 'wrong', randomIp())).statusCode).toBe(401);
  });

  it('requires both fields and a plausible e-mail', async () => {
    const res = await call(t.app, 'POST', '/api/v1/auth/login', { email: 'a@b', password: '' });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['email', 'password']);
  });
});
