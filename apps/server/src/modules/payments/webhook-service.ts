import type Stripe from 'stripe';
import type { Database } from '#db/client.ts';
import { badRequest } from '#lib/errors.ts';
import {
  closeUnpaidSession,
  grantPaidSession,
  notePaymentIntent,
  refundPayment,
  type Outcome,
} from './grant-service.ts';
import { deleteEvent, recordEventOnce, setEventOutcome } from './payment-repository.ts';
import type { ReceiptMail } from './receipt-mail.ts';
import { readPaymentMethod, toSessionFacts } from './session-facts.ts';

/** Events signed more than this before or after now (by their signed timestamp) are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The signed timestamps (`t=`) of a Stripe-Signature header. The SDK refuses only those too far
 * in the past: a header signed ahead of time (a leaked secret, a clock set forward) would be
 * replayable until that future moment had passed by five minutes, so those are refused here.
 */
function isSignedInTheFuture(signature: string, now: Date): boolean {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return signature.split(',').some((item) => {
    const [key, value = ''] = item.split('=');
    if (key?.trim() !== 't') return false;
    const timestamp = Number.parseInt(value, 10);
    return !Number.isFinite(timestamp) || timestamp - nowSeconds > WEBHOOK_TOLERANCE_SECONDS;
  });
}

/**
 * Verifies the signature of a webhook over its raw bytes with the SDK (forged, stale or signed
 * for the future: 400, nothing read), records the event once by its id, and applies it. A replayed event finds its
 * row and changes nothing; events out of order are safe because every change is allowed only from
 * the state it expects (a grant only from pending, a refund only once).
 */
export async function handleStripeWebhook(options: {
  db: Database;
  stripe: Stripe;
  webhookSecret: string;
  rawBody: Buffer;
  signature: string | undefined;
  mail: ReceiptMail;
  now: Date;
}): Promise<{ outcome: Outcome | 'duplicate' | 'ignored' }> {
  const { db, stripe, webhookSecret, rawBody, signature, mail, now } = options;
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no signature');
    if (isSignedInTheFuture(signature, now)) throw new Error('signed for the future');
    event = stripe.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch {
    throw badRequest('webhookSignatureInvalid');
  }
  const object = event.data.object as { id?: string };
  const isNew = await recordEventOnce(db, {
    id: event.id,
    type: event.type,
    objectId: object.id ?? null,
    createdAt: new Date(event.created * 1000),
    outcome: 'received',
  });
  if (!isNew) return { outcome: 'duplicate' };
  let outcome: Outcome | 'ignored';
  try {
    outcome = await applyEvent({ db, stripe, event, mail, now });
  } catch (error) {
    // Not applied: forget it, so Stripe's next delivery of this event is applied.
    await deleteEvent(db, event.id);
    throw error;
  }
  await setEventOutcome(db, event.id, outcome);
  return { outcome };
}

async function applyEvent(options: {
  db: Database;
  stripe: Stripe;
  event: Stripe.Event;
  mail: ReceiptMail;
  now: Date;
}): Promise<Outcome | 'ignored'> {
  const { db, stripe, event, mail, now } = options;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Completed with an asynchronous method still on its way: the pass waits for its outcome,
      // and the PaymentIntent is noted so that a refund arriving first is recognised.
      if (session.payment_status !== 'paid') {
        await notePaymentIntent({ db, facts: toSessionFacts(session, null), now });
        return 'unchanged';
      }
      const method = await readPaymentMethod(stripe, session);
      return grantPaidSession({ db, facts: toSessionFacts(session, method), mail, now });
    }
    case 'checkout.session.async_payment_failed':
      return closeUnpaidSession({ db, sessionId: event.data.object.id, status: 'failed', now });
    case 'checkout.session.expired':
      return closeUnpaidSession({ db, sessionId: event.data.object.id, status: 'expired', now });
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund leaves the pass as it is; a full one takes the remaining time away.
      if (!charge.refunded) return 'unchanged';
      const intentId =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id;
      if (!intentId) return 'unknown';
      return refundPayment({ db, paymentIntentId: intentId, now });
    }
    default:
      return 'ignored';
  }
}
