import { and, desc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { PlanPeriod } from '@yonder/contract/pricing';
import type { Executor } from '#db/client.ts';
import { planPasses } from '#db/schema/index.ts';

export type PassRow = typeof planPasses.$inferSelect;

const live = (userId: string) => and(eq(planPasses.userId, userId), isNull(planPasses.revokedAt));

/** The pass running at `now`, if any (read against the clock: nothing is cached). */
export async function findRunningPass(
  db: Executor,
  userId: string,
  now: Date,
): Promise<PassRow | undefined> {
  const [row] = await db
    .select()
    .from(planPasses)
    .where(and(live(userId), lte(planPasses.startsAt, now), gt(planPasses.endsAt, now)))
    .orderBy(planPasses.startsAt)
    .limit(1);
  return row;
}

/** The end of the last pass that has not ended yet (passes bought ahead follow each other). */
export async function findLastPassEnd(
  db: Executor,
  userId: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: planPasses.endsAt })
    .from(planPasses)
    .where(and(live(userId), gt(planPasses.endsAt, now)))
    .orderBy(desc(planPasses.endsAt))
    .limit(1);
  return row?.endsAt ?? null;
}

export async function insertPass(
  db: Executor,
  row: {
    userId: string;
    paymentId: string | null;
    period: PlanPeriod;
    startsAt: Date;
    endsAt: Date;
  },
): Promise<PassRow> {
  const [inserted] = await db.insert(planPasses).values(row).returning();
  return inserted!;
}

export async function findPassByPayment(
  db: Executor,
  paymentId: string,
): Promise<PassRow | undefined> {
  const [row] = await db.select().from(planPasses).where(eq(planPasses.paymentId, paymentId));
  return row;
}

/**
 * Takes a pass's remaining time away: it ends at `now` (or never starts), and the passes queued
 * after it move earlier by the time removed, so they still follow on without a gap.
 */
export async function revokePass(db: Executor, pass: PassRow, now: Date): Promise<void> {
  const newEnd = new Date(
    Math.max(pass.startsAt.getTime(), Math.min(pass.endsAt.getTime(), now.getTime())),
  );
  const removedMs = pass.endsAt.getTime() - newEnd.getTime();
  await db
    .update(planPasses)
    .set({ endsAt: newEnd, revokedAt: now })
    .where(eq(planPasses.id, pass.id));
  if (removedMs <= 0) return;
  const shift = sql.raw(`interval '${removedMs} milliseconds'`);
  await db
    .update(planPasses)
    .set({
      startsAt: sql`greatest(${planPasses.startsAt} - ${shift}, ${newEnd})`,
      endsAt: sql`${planPasses.endsAt} - ${shift}`,
    })
    .where(and(live(pass.userId), gte(planPasses.startsAt, pass.endsAt)));
}
