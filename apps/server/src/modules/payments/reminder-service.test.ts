import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { insertPayment } from './payment-repository.ts';
import { insertPass } from './pass-repository.ts';
import { runPlanReminders } from './reminder-service.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2030-05-01T08:00:00Z');

describe('pass expiry mails', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://yonder.example' });
  });

  afterAll(async () => {
    await t.close();
  });

  const buy = async (userId: string, language: 'zh' | 'en', startsAt: Date, days: number) => {
    const payment = await insertPayment(t.database.db, {
      userId,
      period: 'week',
      amount: 999,
      currency: 'usd',
      checkoutSessionId: `cs_${Math.random().toString(36).slice(2)}`,
      status: 'paid',
      language,
    });
    return insertPass(t.database.db, {
      userId,
      paymentId: payment.id,
      period: 'week',
      startsAt,
      endsAt: new Date(startsAt.getTime() + days * DAY),
    });
  };

  const mailsTo = async (email: string) => {
    await t.app.mailer.flush();
    // Only the expiry mails (the sign-up code went to the same address).
    return (t.app.mailer.outbox ?? []).filter(
      (mail) => mail.to === email && /plan|会员/.test(mail.subject),
    );
  };

  const sweep = (now: Date) =>
    runPlanReminders({
      db: t.database.db,
      mailer: t.app.mailer,
      publicUrl: 'https://yonder.example',
      now,
    });

  it('mails three days before and on the day, in the language paid in, each once', async () => {
    const ada = await signUp(t.app);
    const li = await signUp(t.app);
    await buy(ada.user.id, 'en', START, 7);
    await buy(li.user.id, 'zh', START, 7);

    await sweep(new Date(START.getTime() + 3 * DAY));
    expect(await mailsTo(ada.user.email)).toHaveLength(0);

    const soon = new Date(START.getTime() + 4 * DAY + 60_000);
    await sweep(soon);
    await sweep(soon); // a sweep run again (a retry, another instance) sends nothing twice
    const adaMails = await mailsTo(ada.user.email);
    expect(adaMails.map((mail) => mail.subject)).toEqual(['Your Yonder plan ends in 3 days']);
    expect(adaMails[0]!.text).toContain('8 May 2030');
    expect(adaMails[0]!.text).toContain('https://yonder.example/pricing');
    expect((await mailsTo(li.user.email)).map((mail) => mail.subject)).toEqual([
      '你的远方会员将在 3 天后到期',
    ]);

    const lastDay = new Date(START.getTime() + 6 * DAY + 3_600_000);
    await sweep(lastDay);
    await sweep(new Date(lastDay.getTime() + 3_600_000));
    expect((await mailsTo(ada.user.email)).map((mail) => mail.subject).sort()).toEqual([
      'Your Yonder plan ends in 3 days',
      'Your Yonder plan ends today',
    ]);
    // After the end, nothing more.
    await sweep(new Date(START.getTime() + 8 * DAY));
    expect(await mailsTo(ada.user.email)).toHaveLength(2);
  });

  it('waits for the end of the last pass when another was bought on top', async () => {
    const grace = await signUp(t.app);
    const first = await buy(grace.user.id, 'en', START, 7);
    await buy(grace.user.id, 'en', first.endsAt, 30);
    await sweep(new Date(START.getTime() + 5 * DAY));
    expect(await mailsTo(grace.user.email)).toHaveLength(0);
    await sweep(new Date(START.getTime() + 34 * DAY + 60_000));
    expect((await mailsTo(grace.user.email)).map((mail) => mail.subject)).toEqual([
      'Your Yonder plan ends in 3 days',
    ]);
  });
});
