import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, randomIp, signUp } from '#test/auth-helpers.ts';
import { startFakeStripe, type FakeStripe } from '#test/fake-stripe-server.ts';
import { ENGLISH_RESUME_LINES, makePdf, uploadFile } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '#db/query-rows.ts';
import { chargeAiAction } from '#modules/credits/charge-ai-action.ts';

const WEBHOOK_SECRET = 'whsec_test_referrals';

describe('referral rewards', () => {
  let t: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_referrals',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      PUBLIC_URL: 'https://yonder.example',
      TRUST_PROXY: 'true',
    });
  });

  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const overview = async (token: string) =>
    (await call(t.app, 'GET', '/api/v1/referrals', undefined, { token })).json().data;
  const bonus = async (token: string) =>
    (await call(t.app, 'GET', '/api/v1/account', undefined, { token })).json().data.bonus_credits;
  const claim = (token: string, code: string, ip = randomIp()) =>
    call(t.app, 'POST', '/api/v1/referrals/claim', { code }, { token, ip });

  const pay = async (token: string) => {
    const res = await call(
      t.app,
      'POST',
      '/api/v1/payments/checkout',
      { period: 'week' },
      { token },
    );
    const event = stripe.signEvent(
      'checkout.session.completed',
      stripe.pay(res.json().data.session_id),
    );
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      payload: event.payload,
    });
    expect(hook.json().data.outcome).toBe('granted');
    return res.json().data.session_id as string;
  };

  /** Stripe's `charge.refunded` for the session's charge (`refunded`: the whole amount is back). */
  const refund = async (sessionId: string, options: { refunded: boolean; amount: number }) => {
    const event = stripe.signEvent('charge.refunded', {
      ...stripe.chargeOf(sessionId),
      amount: 999,
      amount_refunded: options.amount,
      refunded: options.refunded,
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      payload: event.payload,
    });
    expect(hook.statusCode).toBe(200);
    return hook.json().data.outcome as string;
  };

  const paymentRewardRows = (userId: string) =>
    queryRows<{ delta: number; reason: string }>(
      t.database.db,
      sql`select delta, reason from credit_ledger
          where user_id = ${userId} and reason like 'referralPayment%' order by created_at, delta desc`,
    );

  /** Spends the inviter's points on AI actions, today's free ones first, as the app does. */
  const spend = async (userId: string, count: number) => {
    for (let i = 0; i < count; i += 1)
      await chargeAiAction({
        db: t.database.db,
        userId,
        now: new Date(),
        reason: 'analysis',
        work: async () => null,
        store: async () => ({ ref: 'test', result: {} }),
      });
  };

  it('rewards the inviter once for each step of an invited account: sign-up, first resume, first payment', async () => {
    const ada = await signUp(t.app);
    const mine = await overview(ada.access_token);
    expect(mine).toMatchObject({ joined: 0, points_earned: 0, is_share_rewarded: false });
    expect(mine.link).toBe(`https://yonder.example/?ref=${mine.code}`);

    const bob = await signUp(t.app);
    const claimed = await claim(bob.access_token, mine.code.toLowerCase());
    expect(claimed.json().data).toEqual({ status: 'attached' });
    expect(await bonus(ada.access_token)).toBe(5);
    // The same account naming the code again (another tab, Google after e-mail) earns nothing more.
    expect((await claim(bob.access_token, mine.code)).json().data).toEqual({ status: 'ignored' });
    expect(await bonus(ada.access_token)).toBe(5);

    for (const name of ['one.pdf', 'two.pdf']) {
      // Two different files: the same one again would not be a second resume.
      const pdf = await makePdf([...ENGLISH_RESUME_LINES, name]);
      const upload = await uploadFile(t.app, bob.access_token, { bytes: pdf, fileName: name });
      expect(upload.statusCode).toBe(201);
    }
    expect(await bonus(ada.access_token)).toBe(10);

    await pay(bob.access_token);
    await pay(bob.access_token);
    expect(await bonus(ada.access_token)).toBe(30);
    expect(await overview(ada.access_token)).toMatchObject({ joined: 1, points_earned: 30 });
    // Bonus points are lasting ledger rows with their reasons; the invited account earns none.
    expect(await bonus(bob.access_token)).toBe(0);
  });

  it('takes the payment reward back when the invited account is refunded in full, once', async () => {
    const ada = await signUp(t.app);
    const { code } = await overview(ada.access_token);
    const bob = await signUp(t.app);
    await claim(bob.access_token, code);
    const first = await pay(bob.access_token);
    const second = await pay(bob.access_token);
    expect(await bonus(ada.access_token)).toBe(25);

    // A partial refund leaves the pass, and so the reward, as they are.
    expect(await refund(first, { refunded: false, amount: 300 })).toBe('unchanged');
    expect(await bonus(ada.access_token)).toBe(25);
    // The first payment refunded in full: Bob still pays through the second, the reward stays.
    expect(await refund(first, { refunded: true, amount: 999 })).toBe('refunded');
    expect(await bonus(ada.access_token)).toBe(25);
    // Both refunded: Bob is no paying account any more, the 20 points go back.
    expect(await refund(second, { refunded: true, amount: 999 })).toBe('refunded');
    expect(await bonus(ada.access_token)).toBe(5);
    // Stripe delivering the refund again (another event id) takes nothing more.
    expect(await refund(second, { refunded: true, amount: 999 })).toBe('unchanged');
    expect(await bonus(ada.access_token)).toBe(5);
    expect(await paymentRewardRows(ada.user.id)).toEqual([
      { delta: 20, reason: 'referralPayment' },
      { delta: -20, reason: 'referralPaymentRefunded' },
    ]);
    expect(await overview(ada.access_token)).toMatchObject({ joined: 1, points_earned: 5 });

    // Bob pays again: a paying account again, the reward is earned again.
    await pay(bob.access_token);
    expect(await bonus(ada.access_token)).toBe(25);
  });

  it('takes back only the points the inviter has not spent, never going below zero', async () => {
    const ada = await signUp(t.app);
    const { code } = await overview(ada.access_token);
    const bob = await signUp(t.app);
    await claim(bob.access_token, code);
    const session = await pay(bob.access_token);
    expect(await bonus(ada.access_token)).toBe(25);
    // Today's 3 free points, then 22 of the 25 lasting ones: 3 are left.
    await spend(ada.user.id, 25);
    expect(await bonus(ada.access_token)).toBe(3);

    expect(await refund(session, { refunded: true, amount: 999 })).toBe('refunded');
    expect(await bonus(ada.access_token)).toBe(0);
    expect(await paymentRewardRows(ada.user.id)).toEqual([
      { delta: 20, reason: 'referralPayment' },
      { delta: -3, reason: 'referralPaymentRefunded' },
    ]);
    // No debt is carried: the next reward Ada earns is hers in full.
    const cal = await signUp(t.app);
    await claim(cal.access_token, code);
    expect(await bonus(ada.access_token)).toBe(5);
  });

  it('gives nothing for your own code or an unknown one', async () => {
    const ada = await signUp(t.app);
    const { code } = await overview(ada.access_token);
    expect((await claim(ada.access_token, code)).json().data).toEqual({ status: 'ignored' });
    expect((await claim(ada.access_token, 'NOPE2345')).json().data).toEqual({ status: 'ignored' });
    expect(await bonus(ada.access_token)).toBe(0);
    expect(await overview(ada.access_token)).toMatchObject({ joined: 0, points_earned: 0 });
    const bad = await call(
      t.app,
      'POST',
      '/api/v1/referrals/claim',
      { code: '<script>' },
      {
        token: ada.access_token,
      },
    );
    expect(bad.statusCode).toBe(422);
  });

  it('holds many sign-ups through one link from one address for an operator', async () => {
    const ada = await signUp(t.app);
    const { code } = await overview(ada.access_token);
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const invitee = await signUp(t.app);
      statuses.push((await claim(invitee.access_token, code, ip)).json().data.status);
    }
    expect(statuses).toEqual(['attached', 'attached', 'attached', 'held', 'held']);
    expect(await bonus(ada.access_token)).toBe(15);
    expect(await overview(ada.access_token)).toMatchObject({ joined: 3 });
  });

  it('rewards the first share once', async () => {
    const ada = await signUp(t.app);
    const first = await call(
      t.app,
      'POST',
      '/api/v1/referrals/share',
      { channel: 'weibo' },
      {
        token: ada.access_token,
        language: 'zh',
      },
    );
    expect(first.json()).toMatchObject({
      message: '分享成功，已获得 30 积分',
      data: { is_rewarded: true, points: 30 },
    });
    const again = await call(
      t.app,
      'POST',
      '/api/v1/referrals/share',
      { channel: 'copy' },
      {
        token: ada.access_token,
      },
    );
    expect(again.json().data).toEqual({ is_rewarded: false, points: 0 });
    expect(await bonus(ada.access_token)).toBe(30);
    expect(await overview(ada.access_token)).toMatchObject({
      is_share_rewarded: true,
      points_earned: 30,
    });
  });
});
