import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { payments, stripeEvents } from '#db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Executor, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  return inserted!;
}

/** The payment of a Checkout Session, locked until the transaction ends (one grant at a time). */
export async function lockPaymentBySession(
  db: Executor,
  sessionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.checkoutSessionId, sessionId))
    .for('update');
  return row;
}

export async function lockPaymentByIntent(
  db: Executor,
  paymentIntentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.paymentIntentId, paymentIntentId))
    .for('update');
  return row;
}

export async function findUserPaymentBySession(
  db: Executor,
  userId: string,
  sessionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.checkoutSessionId, sessionId)));
  return row;
}

export async function updatePayment(
  db: Executor,
  id: string,
  change: Partial<Omit<NewPayment, 'id' | 'userId'>>,
): Promise<void> {
  await db.update(payments).set(change).where(eq(payments.id, id));
}

export async function listUserPayments(
  db: Executor,
  userId: string,
  limit = 50,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

/** The user's newest Checkout Session still waiting for its outcome (the refresh action). */
export async function findLatestPending(
  db: Executor,
  userId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function countPaidPayments(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, ['paid', 'refunded'])));
  return row?.count ?? 0;
}

/** Whether the user has a payment that is paid and not refunded. */
export async function hasPaidPayment(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')))
    .limit(1);
  return row !== undefined;
}

/**
 * Records a Stripe event by its id; false when it was already recorded (a replay), in which case
 * the caller changes nothing.
 */
export async function recordEventOnce(
  db: Executor,
  event: { id: string; type: string; objectId: string | null; createdAt: Date; outcome: string },
): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({
      id: event.id,
      type: event.type,
      objectId: event.objectId,
      outcome: event.outcome,
      eventCreatedAt: event.createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function setEventOutcome(db: Executor, id: string, outcome: string): Promise<void> {
  await db.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, id));
}

export async function deleteEvent(db: Executor, id: string): Promise<void> {
  await db.delete(stripeEvents).where(eq(stripeEvents.id, id));
}
