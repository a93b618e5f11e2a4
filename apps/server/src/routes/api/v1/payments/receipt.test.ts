import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/auth-helpers.ts';
import { startFakeStripe, type FakeStripe } from '#test/fake-stripe-server.ts';
import {
  mailsMatching,
  setContactTimeZone,
  signUpThroughSmtp,
  type Smtp,
} from '#test/mail-helpers.ts';
import { startSmtpCapture } from '#test/smtp-capture.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_receipts';
const RECEIPT = /收据|receipt/i;

describe('the receipt after a payment', () => {
  let smtp: Smtp;
  let stripe: FakeStripe;
  let t: TestApp;
  const clock = createTestClock(new Date('2030-03-01T10:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp(
      {
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: 'sk_test_receipts',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        PUBLIC_URL: 'https://yonder.example',
        SUPPORT_EMAIL: 'help@yonder.example',
        QUEUE_POLL_SECONDS: '0.5',
      },
      undefined,
      { now: clock.now },
    );
  });

  afterAll(async () => {
    await t.close();
    await stripe.close();
    await smtp.close();
  });

  const deliver = (type: string, object: object) => {
    const event = stripe.signEvent(type, object, {
      timestamp: Math.floor(clock.now().getTime() / 1000),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      payload: event.payload,
    });
  };

  const checkout = async (token: string, period: string, language: 'zh' | 'en') => {
    const res = await call(
      t.app,
      'POST',
      '/api/v1/payments/checkout',
      { period },
      {
        token,
        language,
      },
    );
    expect(res.statusCode).toBe(201);
    return res.json().data.session_id as string;
  };

  const paymentIds = async (token: string) =>
    (await call(t.app, 'GET', '/api/v1/payments', undefined, { token }))
      .json()
      .data.payments.map((payment: { id: string }) => payment.id) as string[];

  const receiptNumberOf = (id: string) =>
    `YD-20300301-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

  it('mails one receipt in Chinese, on Shanghai time, however often Stripe says it was paid', async () => {
    const li = await signUpThroughSmtp(t.app, smtp, { username: '李雷', language: 'zh' });
    await setContactTimeZone(t.app, li.user.id, 'Asia/Shanghai');
    const id = await checkout(li.access_token, 'month', 'zh');
    const paid = stripe.pay(id, { method: 'alipay' });
    const first = await deliver('checkout.session.completed', paid);
    expect(first.json().data).toEqual({ outcome: 'granted' });
    // Stripe again, under other event ids, and the refresh action: nothing is granted twice.
    await deliver('checkout.session.completed', paid);
    await deliver('checkout.session.async_payment_succeeded', paid);
    await call(t.app, 'POST', '/api/v1/payments/refresh', undefined, { token: li.access_token });

    const mails = await mailsMatching(t.app, smtp, li.user.email, RECEIPT);
    expect(mails).toHaveLength(1);
    const [paymentId] = await paymentIds(li.access_token);
    const number = receiptNumberOf(paymentId!);
    expect(mails[0]!.subject).toBe(`远方 Yonder 付款收据 ${number}`);
    const text = mails[0]!.text;
    expect(text).toContain('你好 李雷：');
    expect(text).toContain(`收据编号：${number}`);
    expect(text).toContain('购买内容：远方无限会员 · 1 个月（30 天）');
    expect(text).toContain('金额：US$19.99');
    expect(text).toContain('支付方式：支付宝');
    // 10:00 UTC is 18:00 in Shanghai; the month ends thirty days later.
    expect(text).toContain('付款时间：2030年3月1日 18:00（中国标准时间，GMT+8）');
    expect(text).toContain('会员到期：2030年3月31日 18:00（中国标准时间，GMT+8）');
    expect(text).not.toContain('会员开始');
    expect(text).toContain('请发邮件至 help@yonder.example，并附上收据编号');
  });

  it('in English, on Los Angeles time, names the start of a period bought on top of another', async () => {
    const ada = await signUpThroughSmtp(t.app, smtp, { language: 'en' });
    await setContactTimeZone(t.app, ada.user.id, 'America/Los_Angeles');
    // A week by card, found by the refresh action (the webhook never came).
    const week = await checkout(ada.access_token, 'week', 'en');
    stripe.pay(week, { method: 'card' });
    await call(t.app, 'POST', '/api/v1/payments/refresh', undefined, { token: ada.access_token });
    // A month by WeChat Pay while the week runs: it starts when the week ends.
    const month = await checkout(ada.access_token, 'month', 'en');
    await deliver('checkout.session.completed', stripe.pay(month, { method: 'wechat_pay' }));

    const mails = await mailsMatching(t.app, smtp, ada.user.email, RECEIPT);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      (await paymentIds(ada.access_token))
        .map((id) => `Your Yonder receipt ${receiptNumberOf(id)}`)
        .sort(),
    );
    // Delivered in either order.
    const weekMail = mails.find((mail) => mail.text.includes('1 week'))?.text;
    const monthMail = mails.find((mail) => mail.text.includes('1 month'))?.text;
    expect(weekMail).toContain('Hello Ada,');
    expect(weekMail).toContain('Item: Yonder Unlimited · 1 week (7 days)');
    expect(weekMail).toContain('Amount: US$9.99');
    expect(weekMail).toContain('Payment method: Card');
    // 10:00 UTC is 02:00 in Los Angeles (PST).
    expect(weekMail).toContain('Paid on: 1 March 2030 at 02:00 (Pacific Time, GMT-8)');
    expect(weekMail).toContain('Plan ends: 8 March 2030 at 02:00 (Pacific Time, GMT-8)');

    expect(monthMail).toContain('Item: Yonder Unlimited · 1 month (30 days)');
    expect(monthMail).toContain('Payment method: WeChat Pay');
    expect(monthMail).toContain('Plan starts: 8 March 2030 at 02:00 (Pacific Time, GMT-8)');
    // Daylight saving time began on 10 March: the end is written in PDT.
    expect(monthMail).toContain('Plan ends: 7 April 2030 at 03:00 (Pacific Time, GMT-7)');
    expect(monthMail).toContain('This period follows the plan you already have');
  });
});
