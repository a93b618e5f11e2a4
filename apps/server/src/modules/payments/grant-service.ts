import { PAID_PLANS, type PlanPeriod } from '@yonder/contract/pricing';
import type { Database } from '#db/client.ts';
import { lockUserForCredits } from '../credits/credits-repository.ts';
import {
  revokeInviterPaymentReward,
  rewardInviterForPayment,
} from '../referrals/referral-service.ts';
import { findLastPassEnd, findPassByPayment, insertPass, revokePass } from './pass-repository.ts';
import { queueReceipt, type ReceiptMail } from './receipt-mail.ts';
import {
  hasPaidPayment,
  lockPaymentByIntent,
  lockPaymentBySession,
  updatePayment,
} from './payment-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const planDays = (period: PlanPeriod) =>
  PAID_PLANS.find((plan) => plan.period === period)?.days ?? 0;

/** What Stripe says about a Checkout Session, reduced to what a grant needs. */
export type SessionFacts = {
  sessionId: string;
  isPaid: boolean;
  paymentIntentId: string | null;
  amount: number | null;
  currency: string | null;
  method: string | null;
};

export type Outcome = 'granted' | 'unchanged' | 'unknown' | 'failed' | 'expired' | 'refunded';

/**
 * Grants the pass of a paid Checkout Session, once: the payment row is locked, and only a payment
 * still pending is granted (a replay, a late event or a refresh after the webhook change nothing).
 * The new pass starts when the user's last pass ends, or now. The receipt is queued with it.
 */
export async function grantPaidSession(options: {
  db: Database;
  facts: SessionFacts;
  mail: ReceiptMail;
  now: Date;
}): Promise<Outcome> {
  const { db, facts, mail, now } = options;
  if (!facts.isPaid) return 'unchanged';
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const payment = await lockPaymentBySession(tx, facts.sessionId);
    if (!payment) return 'unknown';
    if (payment.status !== 'pending') return 'unchanged';
    // Passes of one user are queued one after another: two grants at once would overlap.
    await lockUserForCredits(tx, payment.userId);
    const lastEnd = await findLastPassEnd(tx, payment.userId, now);
    const startsAt = lastEnd && lastEnd > now ? lastEnd : now;
    const days = planDays(payment.period);
    const endsAt = new Date(startsAt.getTime() + days * DAY_MS);
    const pass = await insertPass(tx, {
      userId: payment.userId,
      paymentId: payment.id,
      period: payment.period,
      startsAt,
      endsAt,
    });
    const paid = {
      method: facts.method ?? payment.method,
      amount: facts.amount ?? payment.amount,
      currency: facts.currency ?? payment.currency,
    };
    await updatePayment(tx, payment.id, {
      ...paid,
      status: 'paid',
      paidAt: now,
      updatedAt: now,
      paymentIntentId: facts.paymentIntentId ?? payment.paymentIntentId,
    });
    await rewardInviterForPayment({ db: tx, inviteeId: payment.userId, now });
    await queueReceipt({ tx, mail, payment: { ...payment, ...paid }, pass, days, now });
    return 'granted';
  });
  if (outcome === 'granted') mail.mailer.wake();
  return outcome;
}

/** Keeps the PaymentIntent of a session still waiting for its money (nothing else changes). */
export async function notePaymentIntent(options: {
  db: Database;
  facts: SessionFacts;
  now: Date;
}): Promise<void> {
  const { db, facts, now } = options;
  if (!facts.paymentIntentId) return;
  await db.transaction(async (tx) => {
    const payment = await lockPaymentBySession(tx, facts.sessionId);
    if (payment?.status === 'pending' && !payment.paymentIntentId)
      await updatePayment(tx, payment.id, {
        paymentIntentId: facts.paymentIntentId,
        updatedAt: now,
      });
  });
}

/** A pending payment that failed (an asynchronous method) or whose session expired: no pass. */
export async function closeUnpaidSession(options: {
  db: Database;
  sessionId: string;
  status: 'failed' | 'expired';
  now: Date;
}): Promise<Outcome> {
  const { db, sessionId, status, now } = options;
  return db.transaction(async (tx) => {
    const payment = await lockPaymentBySession(tx, sessionId);
    if (!payment) return 'unknown';
    if (payment.status !== 'pending') return 'unchanged';
    await updatePayment(tx, payment.id, { status, updatedAt: now });
    return status;
  });
}

/**
 * A full refund takes the pass's remaining time away (passes queued after it move up), and the
 * inviter's payment reward when the account has no paid payment left. A refund that arrives
 * before the grant marks the payment refunded, so the late grant changes nothing.
 */
export async function refundPayment(options: {
  db: Database;
  paymentIntentId: string;
  now: Date;
}): Promise<Outcome> {
  const { db, paymentIntentId, now } = options;
  return db.transaction(async (tx) => {
    const payment = await lockPaymentByIntent(tx, paymentIntentId);
    if (!payment) return 'unknown';
    if (payment.status === 'refunded') return 'unchanged';
    await lockUserForCredits(tx, payment.userId);
    const pass = await findPassByPayment(tx, payment.id);
    if (pass && !pass.revokedAt) await revokePass(tx, pass, now);
    await updatePayment(tx, payment.id, { status: 'refunded', refundedAt: now, updatedAt: now });
    await revokeInviterPaymentReward({
      tx,
      inviteeId: payment.userId,
      hasPaidPayment: await hasPaidPayment(tx, payment.userId),
      now,
    });
    return 'refunded';
  });
}
