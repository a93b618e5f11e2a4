import type { PlanName } from '@yonder/contract/account';
import { AI_ACTION_COST, FREE_DAILY_POINTS } from '@yonder/contract/pricing';
import type { Executor, Transaction } from '../../db/client.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import {
  insertLedgerRow,
  lockUserForCredits,
  sumBonus,
  sumDailySpent,
} from './credits-repository.ts';

export type AiActionReason = 'analysis' | 'tailor' | 'translation' | 'profileFill' | 'coverLetter';

/** Start of the UTC day `now` falls in: the free grant renews at 00:00 UTC. */
const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Everyone is on the free plan until subscriptions are sold (a later issue). */
export async function findPlan(_options: { db: Executor; userId: string }): Promise<PlanName> {
  return 'free';
}

type Balance = { daily: number; bonus: number };

async function readBalance(db: Executor, userId: string, now: Date): Promise<Balance> {
  const [spentToday, bonus] = await Promise.all([
    sumDailySpent(db, userId, startOfUtcDay(now)),
    sumBonus(db, userId),
  ]);
  return { daily: Math.max(0, FREE_DAILY_POINTS - spentToday), bonus: Math.max(0, bonus) };
}

/** The points the user can spend now; null on an unlimited (paid) plan. */
export async function findAvailableCredits(options: {
  db: Executor;
  userId: string;
  now: Date;
}): Promise<number | null> {
  const { db, userId, now } = options;
  if ((await findPlan({ db, userId })) !== 'free') return null;
  const balance = await readBalance(db, userId, now);
  return balance.daily + balance.bonus;
}

const noCredits = () => new AppError(402, 'noCredits', { values: { points: FREE_DAILY_POINTS } });

/**
 * Refuses early, before any slow work, when the user has no point left. The point itself is only
 * taken by `spendCredit`, in the transaction that stores the action's result.
 */
export async function ensureCredit(options: {
  db: Executor;
  userId: string;
  now: Date;
}): Promise<void> {
  const available = await findAvailableCredits(options);
  if (available !== null && available < AI_ACTION_COST) throw noCredits();
}

/**
 * Takes one point for an AI action inside the caller's transaction, daily grant first, then
 * lasting points. Answers the points left (null when unlimited). Throws 402 when none is left,
 * which rolls back whatever the transaction stored.
 */
export async function spendCredit(options: {
  tx: Transaction;
  userId: string;
  now: Date;
  reason: AiActionReason;
  ref: string | null;
}): Promise<number | null> {
  const { tx, userId, now, reason, ref } = options;
  if (!(await lockUserForCredits(tx, userId))) throw unauthorized();
  if ((await findPlan({ db: tx, userId })) !== 'free') return null;
  const balance = await readBalance(tx, userId, now);
  const pool = balance.daily >= AI_ACTION_COST ? 'daily' : 'bonus';
  if (balance[pool] < AI_ACTION_COST) throw noCredits();
  await insertLedgerRow(tx, { userId, delta: -AI_ACTION_COST, pool, reason, ref, createdAt: now });
  return balance.daily + balance.bonus - AI_ACTION_COST;
}

/** Adds lasting points (referral rewards and the like). */
export async function grantCredits(options: {
  db: Executor;
  userId: string;
  amount: number;
  reason: string;
  ref?: string | null;
  now: Date;
}): Promise<void> {
  const { db, userId, amount, reason, ref = null, now } = options;
  await insertLedgerRow(db, { userId, delta: amount, pool: 'bonus', reason, ref, createdAt: now });
}
