import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { startFakeStripe, type FakeStripe } from '#test/fake-stripe-server.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';
import { chargeAiAction } from '#modules/credits/charge-ai-action.ts';

const WEBHOOK_SECRET = 'whsec_test_payments';
const DAY = 24 * 60 * 60 * 1000;

describe('payments through Stripe Checkout', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  const clock = createTestClock(new Date('2030-03-01T10:00:00Z'));
  const seconds = () => Math.floor(clock.now().getTime() / 1000);

  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_yonder',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        PUBLIC_URL: 'https://yonder.example',
      },
      undefined,
      { now: clock.now },
    );
  });

  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = (
    type: string,
    object: object,
    options: { timestamp?: number; id?: string } = {},
  ) => {
    const event = stripe.signEvent(type, object, { timestamp: seconds(), ...options });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      payload: event.payload,
    });
  };

  const checkout = async (token: string, period: 'week' | 'month' | 'quarter') => {
    const res = await call(t.app, 'POST', '/api/v1/payments/checkout', { period }, { token });
    expect(res.statusCode).toBe(201);
    return res.json().data as { session_id: string; url: string };
  };

  /** Access tokens last 15 minutes of the test clock: a fresh sign-in after moving it by days. */
  const signIn = async (user: { user: { email: string }; password: string }) =>
    (
      await call(t.app, 'POST', '/api/v1/auth/login', {
        email: user.user.email,
        password: user.password,
      })
    ).json().data.access_token as string;

  const account = async (token: string) => {
    const res = await call(t.app, 'GET', '/api/v1/account', undefined, { token });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('opens a Checkout Session in payment mode at the price table, with card, Alipay and WeChat Pay', async () => {
    const user = await signUp(t.app);
    const session = await checkout(user.access_token, 'month');
    expect(session.url).toBe(`${stripe.url}/checkout/${session.session_id}`);
    const request = stripe.requests.findLast((item) => item.path === '/v1/checkout/sessions')!;
    expect(request.body).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['card', 'alipay', 'wechat_pay'],
      payment_method_options: { wechat_pay: { client: 'web' } },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '1999' } }],
      customer_email: user.user.email,
      success_url: 'https://yonder.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://yonder.example/payment/cancel',
    });
    const subscription = await call(t.app, 'GET', '/api/v1/payments', undefined, {
      token: user.access_token,
    });
    expect(subscription.headers['cache-control']).toContain('no-store');
    expect(subscription.json().data).toMatchObject({
      current_plan: 'free',
      plan_ends_at: null,
      payments: [{ period: 'month', amount: 1999, currency: 'usd', status: 'pending' }],
    });
  });

  it('refuses a period that is not on the price table (422) and guests (401)', async () => {
    const user = await signUp(t.app);
    const bad = await call(
      t.app,
      'POST',
      '/api/v1/payments/checkout',
      { period: 'year' },
      { token: user.access_token },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toBeDefined();
    const guest = await call(t.app, 'POST', '/api/v1/payments/checkout', { period: 'week' });
    expect(guest.statusCode).toBe(401);
  });

  it('grants the plan once when the completed event arrives twice', async () => {
    const user = await signUp(t.app);
    const { session_id: id } = await checkout(user.access_token, 'month');
    const paid = stripe.pay(id, { method: 'alipay' });
    const first = await deliver('checkout.session.completed', paid, { id: 'evt_twice' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ outcome: 'granted' });
    const again = await deliver('checkout.session.completed', paid, { id: 'evt_twice' });
    expect(again.json().data).toEqual({ outcome: 'duplicate' });
    // The same news under another event id (async succeeded after completed) changes nothing either.
    const late = await deliver('checkout.session.async_payment_succeeded', paid);
    expect(late.json().data).toEqual({ outcome: 'unchanged' });

    const now = account(user.access_token);
    await expect(now).resolves.toMatchObject({
      current_plan: 'month',
      available_credits: -1,
      plan_ends_at: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    const status = await call(t.app, 'GET', `/api/v1/payments/checkout/${id}`, undefined, {
      token: user.access_token,
    });
    expect(status.json().data).toMatchObject({ status: 'paid', period: 'month' });
    const list = await call(t.app, 'GET', '/api/v1/payments', undefined, {
      token: user.access_token,
    });
    expect(list.json().data.payments).toEqual([
      expect.objectContaining({ status: 'paid', method: 'alipay', amount: 1999 }),
    ]);
  });

  it('refuses a forged or stale signature and changes nothing', async () => {
    const user = await signUp(t.app);
    const { session_id: id } = await checkout(user.access_token, 'week');
    const paid = stripe.pay(id);
    const forged = stripe.signEvent('checkout.session.completed', paid, {
      secret: 'whsec_someone_else',
      timestamp: seconds(),
    });
    const forgedRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': forged.header },
      payload: forged.payload,
    });
    expect(forgedRes.statusCode).toBe(400);
    expect(forgedRes.json()).toMatchObject({ success: false, code: 400 });
    const stale = await deliver('checkout.session.completed', paid, { timestamp: seconds() - 600 });
    expect(stale.statusCode).toBe(400);
    // A valid signature over other bytes: the body was changed on the way.
    const signed = stripe.signEvent('checkout.session.completed', paid, { timestamp: seconds() });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      payload: signed.payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: signed.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed for a moment more than five minutes ahead: made to be replayed later, refused now.
    const early = await deliver('checkout.session.completed', paid, { timestamp: seconds() + 301 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('签名无效，或签名时间不在允许范围内（前后 5 分钟）');
    await expect(account(user.access_token)).resolves.toMatchObject({ current_plan: 'free' });
    // The genuine event, signed now, still counts: the refused ones were not recorded.
    const genuine = await deliver('checkout.session.completed', paid, { id: forged.id });
    expect(genuine.json().data).toEqual({ outcome: 'granted' });
  });

  it('accepts a signature a little ahead of the clock (the two clocks drift)', async () => {
    const user = await signUp(t.app);
    const { session_id: id } = await checkout(user.access_token, 'week');
    const ahead = await deliver('checkout.session.completed', stripe.pay(id), {
      timestamp: seconds() + 290,
    });
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json().data).toEqual({ outcome: 'granted' });
  });

  it('grants nothing for an asynchronous payment that fails', async () => {
    const user = await signUp(t.app);
    const { session_id: id } = await checkout(user.access_token, 'quarter');
    const waiting = stripe.pay(id, { method: 'wechat_pay', isAsync: true });
    const completed = await deliver('checkout.session.completed', waiting);
    expect(completed.json().data).toEqual({ outcome: 'unchanged' });
    const failed = await deliver('checkout.session.async_payment_failed', waiting);
    expect(failed.json().data).toEqual({ outcome: 'failed' });
    // Out of order: a "succeeded" for a payment already failed changes nothing.
    const late = await deliver('checkout.session.async_payment_succeeded', {
      ...waiting,
      payment_status: 'paid',
    });
    expect(late.json().data).toEqual({ outcome: 'unchanged' });
    await expect(account(user.access_token)).resolves.toMatchObject({
      current_plan: 'free',
      available_credits: 3,
    });
  });

  it('grants an asynchronous payment when it succeeds', async () => {
    const user = await signUp(t.app);
    const { session_id: id } = await checkout(user.access_token, 'week');
    const waiting = stripe.pay(id, { method: 'alipay', isAsync: true });
    await deliver('checkout.session.completed', waiting);
    const succeeded = await deliver('checkout.session.async_payment_succeeded', {
      ...waiting,
      payment_status: 'paid',
    });
    expect(succeeded.json().data).toEqual({ outcome: 'granted' });
    await expect(account(user.access_token)).resolves.toMatchObject({ current_plan: 'week' });
  });

  it('a refund that arrives before the asynchronous success leaves no plan', async () => {
    const user = await signUp(t.app);
    const { session_id: id } = await checkout(user.access_token, 'month');
    const waiting = stripe.pay(id, { method: 'alipay', isAsync: true });
    await deliver('checkout.session.completed', waiting);
    const charge = { ...stripe.chargeOf(id), refunded: true };
    expect((await deliver('charge.refunded', charge)).json().data).toEqual({ outcome: 'refunded' });
    const late = await deliver('checkout.session.async_payment_succeeded', {
      ...waiting,
      payment_status: 'paid',
    });
    expect(late.json().data).toEqual({ outcome: 'unchanged' });
    await expect(account(user.access_token)).resolves.toMatchObject({ current_plan: 'free' });
  });

  it('ends the plan when the payment is refunded, and a second pass moves up', async () => {
    const user = await signUp(t.app);
    const first = await checkout(user.access_token, 'week');
    await deliver('checkout.session.completed', stripe.pay(first.session_id));
    const second = await checkout(user.access_token, 'month');
    await deliver('checkout.session.completed', stripe.pay(second.session_id));
    const start = clock.now().getTime();
    await expect(account(user.access_token)).resolves.toMatchObject({
      current_plan: 'week',
      plan_ends_at: new Date(start + 37 * DAY).toISOString(),
    });

    clock.advance(2 * DAY);
    const token = await signIn(user);
    const charge = { ...stripe.chargeOf(first.session_id), refunded: true, amount_refunded: 999 };
    const refunded = await deliver('charge.refunded', charge);
    expect(refunded.json().data).toEqual({ outcome: 'refunded' });
    expect((await deliver('charge.refunded', charge)).json().data).toEqual({
      outcome: 'unchanged',
    });
    // The week's five days left are gone; the month now runs from today.
    await expect(account(token)).resolves.toMatchObject({
      current_plan: 'month',
      plan_ends_at: new Date(start + 32 * DAY).toISOString(),
    });
    const charge2 = { ...stripe.chargeOf(second.session_id), refunded: true };
    await deliver('charge.refunded', charge2);
    await expect(account(token)).resolves.toMatchObject({
      current_plan: 'free',
      plan_ends_at: null,
      available_credits: 3,
    });
    const list = await call(t.app, 'GET', '/api/v1/payments', undefined, { token });
    expect(list.json().data.payments.map((p: { status: string }) => p.status)).toEqual([
      'refunded',
      'refunded',
    ]);
  });

  it('starts a pass bought during another when that one ends, and returns to 3 points a day after the last', async () => {
    const user = await signUp(t.app);
    const start = clock.now().getTime();
    const week = await checkout(user.access_token, 'week');
    await deliver('checkout.session.completed', stripe.pay(week.session_id));
    clock.advance(3 * DAY);
    const token = await signIn(user);
    const month = await checkout(token, 'month');
    await deliver('checkout.session.completed', stripe.pay(month.session_id));
    await expect(account(token)).resolves.toMatchObject({
      current_plan: 'week',
      plan_ends_at: new Date(start + 37 * DAY).toISOString(),
    });

    // Unlimited: five AI actions in a row cost nothing.
    const userId = user.user.id;
    const act = () =>
      chargeAiAction({
        db: t.database.db,
        userId,
        now: clock.now(),
        reason: 'analysis',
        work: async () => null,
        store: async () => ({ ref: 'test', result: {} }),
      });
    for (let i = 0; i < 5; i += 1)
      await expect(act()).resolves.toEqual({ available_credits: null });

    clock.advance(5 * DAY);
    await expect(account(await signIn(user))).resolves.toMatchObject({ current_plan: 'month' });
    clock.advance(29 * DAY + 1000);
    await expect(account(await signIn(user))).resolves.toMatchObject({
      current_plan: 'free',
      plan_ends_at: null,
      available_credits: 3,
      daily_credits: 3,
    });
    await expect(act()).resolves.toEqual({ available_credits: 2 });
    await act();
    await act();
    await expect(act()).rejects.toMatchObject({ statusCode: 402 });
  });

  it('refresh asks Stripe about the last pending session and grants it once', async () => {
    const user = await signUp(t.app);
    const { session_id: id } = await checkout(user.access_token, 'month');
    const before = await call(t.app, 'POST', '/api/v1/payments/refresh', undefined, {
      token: user.access_token,
    });
    expect(before.json().data).toMatchObject({ current_plan: 'free' });
    stripe.pay(id, { method: 'card' }); // paid at Stripe; the webhook never came
    const refreshed = await call(t.app, 'POST', '/api/v1/payments/refresh', undefined, {
      token: user.access_token,
      language: 'zh',
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().message).toBe('会员状态已刷新');
    expect(refreshed.json().data).toMatchObject({
      current_plan: 'month',
      payments: [expect.objectContaining({ status: 'paid', method: 'card' })],
    });
    // The webhook arriving later changes nothing.
    const late = await deliver('checkout.session.completed', stripe.sessions.get(id)!);
    expect(late.json().data).toEqual({ outcome: 'unchanged' });
    await call(t.app, 'POST', '/api/v1/payments/refresh', undefined, { token: user.access_token });
    const passes = await call(t.app, 'GET', '/api/v1/account', undefined, {
      token: user.access_token,
    });
    expect(passes.json().data.plan_ends_at).toBe(
      new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    );
  });

  it("never shows one user another's checkout (404)", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { session_id: id } = await checkout(owner.access_token, 'week');
    const res = await call(t.app, 'GET', `/api/v1/payments/checkout/${id}`, undefined, {
      token: other.access_token,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('payments without Stripe keys', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('says so, refuses checkout with 503 and keeps everything else working', async () => {
    const config = await call(t.app, 'GET', '/api/v1/payments/config', undefined, {
      language: 'zh',
    });
    expect(config.json().data).toEqual({ is_configured: false });
    const user = await signUp(t.app);
    const res = await call(
      t.app,
      'POST',
      '/api/v1/payments/checkout',
      { period: 'month' },
      { token: user.access_token },
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Payments are not configured on this server, so plans cannot be bought here yet',
    );
    const refresh = await call(t.app, 'POST', '/api/v1/payments/refresh', undefined, {
      token: user.access_token,
    });
    expect(refresh.json().data).toEqual({ current_plan: 'free', plan_ends_at: null, payments: [] });
    const webhook = await call(t.app, 'POST', '/api/v1/payments/webhook', {});
    expect(webhook.statusCode).toBe(404);
  });
});
