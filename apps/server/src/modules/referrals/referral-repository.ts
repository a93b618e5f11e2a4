import { and, eq, gte, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { creditLedger, referralCodes, referrals } from '#db/schema/index.ts';

export type ReferralRow = typeof referrals.$inferSelect;
export type RewardColumn = 'registeredRewardedAt' | 'resumeRewardedAt' | 'paymentRewardedAt';

export async function findCode(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row?.code;
}

/** Inserts the code unless the user has one; false when the code itself is taken (try another). */
export async function insertCode(db: Executor, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .insert(referralCodes)
    .values({ userId, code })
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return rows.length > 0;
}

export async function findUserIdByCode(db: Executor, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.userId;
}

export async function insertReferral(
  db: Executor,
  row: typeof referrals.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(referrals)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: referrals.inviteeUserId });
  return rows.length > 0;
}

export async function countRecentFromAddress(
  db: Executor,
  inviterId: string,
  ipHash: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(referrals)
    .where(
      and(
        eq(referrals.inviterUserId, inviterId),
        eq(referrals.ipHash, ipHash),
        gte(referrals.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Marks one reward of an active referral as given, once: answers the inviter when this call
 * marked it, nothing when it was given before, the referral is held, or there is none.
 */
export async function claimReward(
  db: Executor,
  inviteeId: string,
  column: RewardColumn,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(referrals)
    .set({ [column]: now })
    .where(
      and(
        eq(referrals.inviteeUserId, inviteeId),
        eq(referrals.status, 'active'),
        isNull(referrals[column]),
      ),
    )
    .returning({ inviterId: referrals.inviterUserId });
  return row?.inviterId;
}

/**
 * Undoes one given reward (its payment was refunded), once: answers the inviter when this call
 * cleared it, so the reward can be earned again by a later payment.
 */
export async function releaseReward(
  db: Executor,
  inviteeId: string,
  column: RewardColumn,
): Promise<string | undefined> {
  const [row] = await db
    .update(referrals)
    .set({ [column]: null })
    .where(and(eq(referrals.inviteeUserId, inviteeId), isNotNull(referrals[column])))
    .returning({ inviterId: referrals.inviterUserId });
  return row?.inviterId;
}

export async function claimShareReward(db: Executor, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(referralCodes)
    .set({ shareRewardedAt: now })
    .where(and(eq(referralCodes.userId, userId), isNull(referralCodes.shareRewardedAt)))
    .returning({ userId: referralCodes.userId });
  return rows.length > 0;
}

export async function findShareRewardedAt(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: referralCodes.shareRewardedAt })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row?.at ?? null;
}

export async function countJoined(db: Executor, inviterId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(referrals)
    .where(and(eq(referrals.inviterUserId, inviterId), eq(referrals.status, 'active')));
  return row?.count ?? 0;
}

export async function sumReferralPoints(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), like(creditLedger.reason, 'referral%')));
  return row?.total ?? 0;
}

export async function setReferralStatus(
  db: Executor,
  inviteeId: string,
  status: 'active' | 'rejected',
  now: Date,
): Promise<ReferralRow | undefined> {
  const [row] = await db
    .update(referrals)
    .set({ status, reviewedAt: now })
    .where(and(eq(referrals.inviteeUserId, inviteeId), eq(referrals.status, 'held')))
    .returning();
  return row;
}

export async function listHeld(db: Executor, limit = 100): Promise<ReferralRow[]> {
  return db.select().from(referrals).where(eq(referrals.status, 'held')).limit(limit);
}
