import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, randomIp, signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe("operators' console: users, points, plans, referrals, payments", () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
    admin = (await signUp(t.app, { email: 'boss@example.com' })).access_token;
  });

  afterAll(async () => {
    await t.close();
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    call(t.app, method, url, payload, { token: admin });

  it('refuses every action to a signed-in user who is not an operator (403) and to guests (401)', async () => {
    const user = await signUp(t.app);
    const target = await signUp(t.app);
    const attempts = [
      ['GET', '/api/v1/admin/users?q=example'],
      ['GET', '/api/v1/admin/billing'],
      ['POST', `/api/v1/admin/users/${target.user.id}/points`, { points: 100, reason: 'for me' }],
      ['POST', `/api/v1/admin/users/${user.user.id}/extend`, { period: 'quarter', reason: 'mine' }],
      [
        'POST',
        `/api/v1/admin/referrals/${target.user.id}/review`,
        { decision: 'approve', reason: 'ok!' },
      ],
    ] as const;
    for (const [method, url, body] of attempts) {
      const res = await call(t.app, method, url, body, { token: user.access_token });
      expect(res.statusCode, url).toBe(403);
      expect((await call(t.app, method, url, body)).statusCode, url).toBe(401);
    }
    const account = await call(t.app, 'GET', '/api/v1/account', undefined, {
      token: user.access_token,
    });
    expect(account.json().data).toMatchObject({
      is_admin: false,
      bonus_credits: 0,
      current_plan: 'free',
    });
    const mine = await call(t.app, 'GET', '/api/v1/account', undefined, { token: admin });
    expect(mine.json().data.is_admin).toBe(true);
  });

  it('finds a user, grants points and extends the plan with a reason, written to the audit log', async () => {
    const grace = await signUp(t.app, { email: 'grace.console@example.com', username: 'Grace' });
    const found = await asAdmin('GET', '/api/v1/admin/users?q=grace.cons');
    expect(found.json().data).toEqual([
      expect.objectContaining({
        id: grace.user.id,
        email: 'grace.console@example.com',
        current_plan: 'free',
        daily_credits: 3,
        bonus_credits: 0,
      }),
    ]);
    expect((await asAdmin('GET', '/api/v1/admin/users?q=GRACE')).json().data).toHaveLength(1);

    const granted = await asAdmin('POST', `/api/v1/admin/users/${grace.user.id}/points`, {
      points: 50,
      reason: 'Refund of a failed AI action',
    });
    expect(granted.statusCode).toBe(200);
    const extended = await asAdmin('POST', `/api/v1/admin/users/${grace.user.id}/extend`, {
      period: 'month',
      reason: 'Apology for downtime',
    });
    expect(extended.statusCode).toBe(200);
    const [after] = (await asAdmin('GET', '/api/v1/admin/users?q=grace.cons')).json().data;
    expect(after).toMatchObject({ current_plan: 'month', bonus_credits: 50 });
    expect(after.plan_ends_at).not.toBeNull();

    const billing = (await asAdmin('GET', '/api/v1/admin/billing')).json().data;
    expect(billing.audit.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'extendPlan',
        days: 30,
        reason: 'Apology for downtime',
        actor_email: 'boss@example.com',
        target_email: 'grace.console@example.com',
      }),
      expect.objectContaining({ action: 'grantPoints', points: 50 }),
    ]);
  });

  it('refuses a missing reason (422) and an unknown user (404)', async () => {
    const user = await signUp(t.app);
    const bad = await asAdmin('POST', `/api/v1/admin/users/${user.user.id}/points`, {
      points: 0,
      reason: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['points', 'reason']);
    const missing = await asAdmin(
      'POST',
      '/api/v1/admin/users/00000000-0000-4000-8000-000000000000/points',
      { points: 5, reason: 'nobody' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('approves a held referral, which gives the inviter the sign-up reward then', async () => {
    const inviter = await signUp(t.app);
    const { code } = (
      await call(t.app, 'GET', '/api/v1/referrals', undefined, { token: inviter.access_token })
    ).json().data;
    const ip = randomIp();
    const invitees = [];
    for (let i = 0; i < 4; i += 1) {
      const invitee = await signUp(t.app);
      invitees.push(invitee);
      await call(
        t.app,
        'POST',
        '/api/v1/referrals/claim',
        { code },
        { token: invitee.access_token, ip },
      );
    }
    const held = (await asAdmin('GET', '/api/v1/admin/billing')).json().data.held_referrals;
    expect(held).toEqual([expect.objectContaining({ invitee_id: invitees[3]!.user.id })]);
    const review = `/api/v1/admin/referrals/${invitees[3]!.user.id}/review`;
    expect(
      (await asAdmin('POST', review, { decision: 'approve', reason: 'Same office' })).statusCode,
    ).toBe(200);
    expect(
      (await asAdmin('POST', review, { decision: 'approve', reason: 'Again' })).statusCode,
    ).toBe(409);
    const account = await call(t.app, 'GET', '/api/v1/account', undefined, {
      token: inviter.access_token,
    });
    expect(account.json().data.bonus_credits).toBe(20);
  });
});
