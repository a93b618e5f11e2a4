import type { Language } from '@yonder/contract/common';
import type {
  CheckoutSession,
  CheckoutStatus,
  Payment,
  Subscription,
} from '@yonder/contract/payments';
import { PAID_PLANS, type PlanPeriod } from '@yonder/contract/pricing';
import type Stripe from 'stripe';
import type { Database } from '#db/client.ts';
import { translate } from '#i18n/messages.ts';
import { AppError, notFound, unauthorized } from '#lib/errors.ts';
import { findUserById } from '../auth/user-repository.ts';
import { findCreditsState } from '../credits/credits-service.ts';
import { closeUnpaidSession, grantPaidSession } from './grant-service.ts';
import {
  findLatestPending,
  findUserPaymentBySession,
  insertPayment,
  listUserPayments,
  type PaymentRow,
} from './payment-repository.ts';
import type { ReceiptMail } from './receipt-mail.ts';
import { readPaymentMethod, toSessionFacts } from './session-facts.ts';

/** Card everywhere; Alipay and WeChat Pay for people in China (neither renews by itself). */
export const PAYMENT_METHOD_TYPES = ['card', 'alipay', 'wechat_pay'] as const;

const notConfigured = () => new AppError(503, 'paymentsNotConfigured');
const providerFailed = () => new AppError(502, 'paymentProviderFailed');

type Caller = { id: string };

/**
 * Opens a Stripe Checkout Session in payment mode for one period at the price of the shared price
 * table, and records the payment as pending. The pass itself is granted only when Stripe says the
 * session is paid (the webhook, or the server reading the session back).
 */
export async function createCheckout(options: {
  db: Database;
  stripe: Stripe | null;
  publicUrl: string;
  caller: Caller;
  period: PlanPeriod;
  language: Language;
  now: Date;
}): Promise<CheckoutSession> {
  const { db, stripe, publicUrl, caller, period, language, now } = options;
  if (!stripe) throw notConfigured();
  const user = await findUserById(db, caller.id);
  if (!user) throw unauthorized();
  const plan = PAID_PLANS.find((candidate) => candidate.period === period)!;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      // The SDK's API version (2026-10-28) names the methods a session may offer this way.
      allowed_payment_method_types: [...PAYMENT_METHOD_TYPES],
      payment_method_options: { wechat_pay: { client: 'web' } },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: plan.priceCents,
            product_data: { name: translate(language, `planName_${period}`) },
          },
        },
      ],
      client_reference_id: user.id,
      customer_email: user.email,
      metadata: { user_id: user.id, period },
      locale: language === 'zh' ? 'zh' : 'en',
      success_url: `${publicUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}/payment/cancel`,
    });
  } catch {
    throw providerFailed();
  }
  if (!session.url) throw providerFailed();
  await insertPayment(db, {
    userId: user.id,
    period,
    amount: session.amount_total ?? plan.priceCents,
    currency: session.currency ?? 'usd',
    checkoutSessionId: session.id,
    status: 'pending',
    language,
    createdAt: now,
    updatedAt: now,
  });
  return { session_id: session.id, url: session.url };
}

/** Reads a session back from Stripe and applies what it says (paid: grant; expired: closed). */
async function syncSession(options: {
  db: Database;
  stripe: Stripe;
  payment: PaymentRow;
  mail: ReceiptMail;
  now: Date;
}): Promise<void> {
  const { db, stripe, payment, mail, now } = options;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(payment.checkoutSessionId);
  } catch {
    throw providerFailed();
  }
  if (session.status === 'complete' && session.payment_status === 'paid') {
    const method = await readPaymentMethod(stripe, session);
    await grantPaidSession({ db, facts: toSessionFacts(session, method), mail, now });
  } else if (session.status === 'expired') {
    await closeUnpaidSession({ db, sessionId: session.id, status: 'expired', now });
  }
}

/**
 * The refresh action (spec 2.15, "stale subscription status after payment"): asks Stripe about the
 * caller's newest pending Checkout Session and applies the answer, then reads the plan again.
 */
export async function refreshSubscription(options: {
  db: Database;
  stripe: Stripe | null;
  caller: Caller;
  mail: ReceiptMail;
  now: Date;
}): Promise<Subscription> {
  const { db, stripe, caller, mail, now } = options;
  const pending = await findLatestPending(db, caller.id);
  if (pending && stripe) await syncSession({ db, stripe, payment: pending, mail, now });
  return findSubscription({ db, caller, now });
}

const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  period: row.period,
  amount: row.amount,
  currency: row.currency,
  method: row.method,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  paid_at: row.paidAt?.toISOString() ?? null,
  refunded_at: row.refundedAt?.toISOString() ?? null,
});

export async function findSubscription(options: {
  db: Database;
  caller: Caller;
  now: Date;
}): Promise<Subscription> {
  const { db, caller, now } = options;
  const [state, rows] = await Promise.all([
    findCreditsState({ db, userId: caller.id, now }),
    listUserPayments(db, caller.id),
  ]);
  return {
    current_plan: state.plan,
    plan_ends_at: state.planEndsAt?.toISOString() ?? null,
    payments: rows.map(toPayment),
  };
}

/** What the success page polls: the stored outcome of the caller's own session (404 otherwise). */
export async function findCheckoutStatus(options: {
  db: Database;
  caller: Caller;
  sessionId: string;
  now: Date;
}): Promise<CheckoutStatus> {
  const { db, caller, sessionId, now } = options;
  const payment = await findUserPaymentBySession(db, caller.id, sessionId);
  if (!payment) throw notFound('paymentNotFound');
  const state = await findCreditsState({ db, userId: caller.id, now });
  return {
    status: payment.status,
    period: payment.period,
    plan_ends_at: state.planEndsAt?.toISOString() ?? null,
  };
}
