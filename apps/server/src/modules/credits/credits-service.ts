import type { PlanName } from '@yonder/contract/account';
import { AI_ACTION_COST, FREE_DAILY_POINTS } from '@yonder/contract/pricing';
import type { Executor, Transaction } from '#db/client.ts';
import { AppError, unauthorized } from '#lib/errors.ts';
import { startOfDay } from '#lib/local-time.ts';
import { addDays, dayIn } from '../dashboard/calendar.ts';
import { findLastPassEnd, findRunningPass } from '../payments/pass-repository.ts';
import { findPersonTimeZone } from '../users/time-zone.ts';
import {
  insertLedgerRow,
  lockUserForCredits,
  sumBonus,
  sumDailySpent,
} from './credits-repository.ts';

export type AiActionReason = 'analysis' | 'tailor' | 'translation' | 'profileFill' | 'coverLetter';

/**
 * The person's day `now` falls in: the free grant renews at 00:00 of their own day (their time
 * zone, see users/time-zone.ts). A person who moves their time zone may see one day begin early
 * or late, once; never more than one grant a day for long.
 */
async function localDay(db: Executor, userId: string, now: Date) {
  const { zone } = await findPersonTimeZone(db, userId);
  const today = dayIn(now, zone);
  return {
    timeZone: zone,
    startsAt: startOfDay(today, zone),
    endsAt: startOfDay(addDays(today, 1), zone),
  };
}

/**
 * The plan at `now`: a running pass makes AI actions unlimited. Read from the passes' stored dates
 * on every call, so the account is back on the free plan the moment a pass ends, on every instance.
 */
export async function findPlan(options: {
  db: Executor;
  userId: string;
  now: Date;
}): Promise<PlanName> {
  const pass = await findRunningPass(options.db, options.userId, options.now);
  return pass?.period ?? 'free';
}

type Balance = {
  daily: number;
  bonus: number;
  /** When the daily points are whole again, and the zone that day is counted in. */
  dailyResetsAt: Date;
  timeZone: string;
};

export type CreditsState = Balance & {
  plan: PlanName;
  /** The end of the running pass and every pass queued after it; null on the free plan. */
  planEndsAt: Date | null;
};

/** Plan and both balances at `now` (the subscription tab, the account). */
export async function findCreditsState(options: {
  db: Executor;
  userId: string;
  now: Date;
}): Promise<CreditsState> {
  const { db, userId, now } = options;
  const [plan, balance] = await Promise.all([findPlan(options), readBalance(db, userId, now)]);
  const planEndsAt = plan === 'free' ? null : await findLastPassEnd(db, userId, now);
  return { plan, planEndsAt, ...balance };
}

async function readBalance(db: Executor, userId: string, now: Date): Promise<Balance> {
  const day = await localDay(db, userId, now);
  const [spentToday, bonus] = await Promise.all([
    sumDailySpent(db, userId, day.startsAt),
    sumBonus(db, userId),
  ]);
  return {
    daily: Math.max(0, FREE_DAILY_POINTS - spentToday),
    bonus: Math.max(0, bonus),
    dailyResetsAt: day.endsAt,
    timeZone: day.timeZone,
  };
}

/** The points the user can spend now; null on an unlimited (paid) plan. */
export async function findAvailableCredits(options: {
  db: Executor;
  userId: string;
  now: Date;
}): Promise<number | null> {
  const { db, userId, now } = options;
  if ((await findPlan({ db, userId, now })) !== 'free') return null;
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
  if ((await findPlan({ db: tx, userId, now })) !== 'free') return null;
  const balance = await readBalance(tx, userId, now);
  const pool = balance.daily >= AI_ACTION_COST ? 'daily' : 'bonus';
  if (balance[pool] < AI_ACTION_COST) throw noCredits();
  await insertLedgerRow(tx, { userId, delta: -AI_ACTION_COST, pool, reason, ref, createdAt: now });
  return balance.daily + balance.bonus - AI_ACTION_COST;
}

/** Adds lasting points (referral rewards, operators' grants): a ledger row with its reason. */
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

/**
 * Takes back lasting points given earlier (a referral reward whose payment was refunded), at most
 * what is still unspent: answers the points taken. The lasting balance never goes below zero.
 * Points already spent bought AI actions the user took in good faith, and a debt would silently
 * swallow the next rewards they earn for someone else's refund; a refund is an operator's
 * decision, made with the case in view, so a repeated pay-and-refund is seen there.
 */
export async function takeBackCredits(options: {
  tx: Transaction;
  userId: string;
  amount: number;
  reason: string;
  ref?: string | null;
  now: Date;
}): Promise<number> {
  const { tx, userId, amount, reason, ref = null, now } = options;
  // The same lock as a spend: the balance read here is the one the row is written against.
  await lockUserForCredits(tx, userId);
  const taken = Math.min(amount, Math.max(0, await sumBonus(tx, userId)));
  // Written even when nothing was left to take: the ledger says the reward was taken back.
  await insertLedgerRow(tx, { userId, delta: -taken, pool: 'bonus', reason, ref, createdAt: now });
  return taken;
}
