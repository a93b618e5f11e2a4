import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe('users and account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it("reads only the caller's own record: another user_id is 403, a guest 401", async () => {
    const ada = await signUp(t.app, { username: 'Ada' });
    const bob = await signUp(t.app, { username: 'Bob' });
    const own = await call(t.app, 'GET', `/api/v1/users/?user_id=${ada.user.id}`, undefined, {
      token: ada.access_token,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([{ name: 'Ada', email: ada.user.email }]);

    const other = await call(t.app, 'GET', `/api/v1/users/?user_id=${bob.user.id}`, undefined, {
      token: ada.access_token,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, code: 403 });
    expect(other.body).not.toContain(bob.user.email);

    expect((await call(t.app, 'GET', `/api/v1/users/?user_id=${ada.user.id}`)).statusCode).toBe(
      401,
    );
  });

  it('changes the username of the caller only', async () => {
    const ada = await signUp(t.app, { username: 'Ada' });
    const bob = await signUp(t.app, { username: 'Bob' });
    const renamed = await call(
      t.app,
      'PATCH',
      '/api/v1/users/me',
      { username: '  Ada L. ' },
      { token: ada.access_token },
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Saved',
      data: { username: 'Ada L.', name: 'Ada L.' },
    });
    const bobs = await call(t.app, 'GET', '/api/v1/users/', undefined, { token: bob.access_token });
    expect(bobs.json().data[0].name).toBe('Bob');
    expect(
      (
        await call(
          t.app,
          'PATCH',
          '/api/v1/users/me',
          { username: '' },
          { token: ada.access_token },
        )
      ).statusCode,
    ).toBe(422);
  });

  it('changes the password after checking the current one, keeping this session and ending the others', async () => {
    const here = await signUp(t.app, { password: 'first-password' });
    const email = here.user.email;
    const elsewhere = (
      await call(t.app, 'POST', '/api/v1/auth/login', { email, password: 'first-password' })
    ).json().data;
    const change = (current_password: string, new_password: string) =>
      call(
        t.app,
        'PUT',
        '/api/v1/users/updateUserPassword',
        { current_password, new_password },
        { token: here.access_token },
      );

    const wrong = await change('not-it', 'second-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is incorrect');
    expect((await change('first-password', '123')).statusCode).toBe(422);

    const changed = await change('first-password', 'second-password');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password updated; other devices were signed out');
    expect(
      (
        await call(t.app, 'POST', '/api/v1/auth/refresh', {
          refresh_token: elsewhere.refresh_token,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/refresh', { refresh_token: here.refresh_token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/login', { email, password: 'second-password' }))
        .statusCode,
    ).toBe(200);
  });

  it('shows the account: free plan with the daily points', async () => {
    const ada = await signUp(t.app, { username: 'Ada' });
    const account = await call(t.app, 'GET', '/api/v1/account', undefined, {
      token: ada.access_token,
    });
    expect(account.statusCode).toBe(200);
    expect(account.json().data).toEqual({
      username: 'Ada',
      email: ada.user.email,
      available_credits: 3,
      daily_credits: 3,
      bonus_credits: 0,
      current_plan: 'free',
      plan_ends_at: null,
      daily_credits_reset_at: expect.any(String),
      time_zone: 'UTC',
      is_admin: false,
    });
    expect(account.headers['cache-control']).toBe('no-store');
    expect((await call(t.app, 'GET', '/api/v1/account')).statusCode).toBe(401);
  });
});
