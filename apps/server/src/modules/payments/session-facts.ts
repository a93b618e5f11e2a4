import type Stripe from 'stripe';

type Session = Stripe.Checkout.Session;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * How the session was paid (card, alipay, wechat_pay): the charge of its PaymentIntent says. Read
 * best-effort: a payment is granted whether or not this answer comes.
 */
export async function readPaymentMethod(stripe: Stripe, session: Session): Promise<string | null> {
  if (session.payment_method_types?.length === 1) return session.payment_method_types[0] ?? null;
  const intentId = idOf(session.payment_intent);
  if (!intentId) return null;
  try {
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    if (charge && typeof charge !== 'string') return charge.payment_method_details?.type ?? null;
    return intent.payment_method_types?.length === 1 ? intent.payment_method_types[0]! : null;
  } catch {
    return null;
  }
}

export function toSessionFacts(session: Session, method: string | null) {
  return {
    sessionId: session.id,
    isPaid: session.payment_status === 'paid',
    paymentIntentId: idOf(session.payment_intent),
    amount: session.amount_total ?? null,
    currency: session.currency ?? null,
    method,
  };
}
