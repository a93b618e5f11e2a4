import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { creditLedger, users } from '#db/schema/index.ts';

export type NewLedgerRow = typeof creditLedger.$inferInsert;

/**
 * Locks the user's row until the transaction ends: two actions of one user take their points one
 * after the other, so they cannot both spend the last one.
 */
export async function lockUserForCredits(tx: Executor, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}

/** Points spent from the daily grant since `since` (a positive number). */
export async function sumDailySpent(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ spent: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.pool, 'daily'),
        gte(creditLedger.createdAt, since),
      ),
    );
  return row?.spent ?? 0;
}

/** Points that last: rewards granted minus what was spent from them. */
export async function sumBonus(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.pool, 'bonus')));
  return row?.total ?? 0;
}

export async function insertLedgerRow(db: Executor, row: NewLedgerRow): Promise<void> {
  await db.insert(creditLedger).values(row);
}
