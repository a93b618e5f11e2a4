import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe('GET and PUT /api/v1/onboarding', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const state = async (token: string) =>
    (await call(t.app, 'GET', '/api/v1/onboarding', undefined, { token })).json().data.status;
  const put = (token: string, status: string) =>
    call(t.app, 'PUT', '/api/v1/onboarding', { status }, { token });

  it('starts a new account at pending, remembers the step reached, and ends once', async () => {
    const { access_token: token } = await signUp(t.app);
    expect(await state(token)).toBe('pending');
    expect((await put(token, 'place')).json().data.status).toBe('place');
    expect(await state(token)).toBe('place');
    expect((await put(token, 'done')).json().data.status).toBe('done');
    // A late step from another tab does not open it again.
    expect((await put(token, 'pay')).json().data.status).toBe('done');
    const bad = await put(token, 'pending');
    expect(bad.statusCode).toBe(422);
  });

  it('never asks an account made before onboarding existed, and answers only its caller', async () => {
    const { access_token: token, user } = await signUp(t.app);
    await t.database.db.execute(
      sql`update users set onboarding = null where email = ${user.email}`,
    );
    expect(await state(token)).toBeNull();
    expect((await put(token, 'role')).json().data.status).toBeNull();
    expect((await call(t.app, 'GET', '/api/v1/onboarding')).statusCode).toBe(401);
  });
});
