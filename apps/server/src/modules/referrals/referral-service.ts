import { createHmac, randomBytes } from 'node:crypto';
import { REFERRAL_POINTS } from '@yonder/contract/pricing';
import type { Database, Executor, Transaction } from '#db/client.ts';
import { unauthorized } from '#lib/errors.ts';
import { findUserById } from '../auth/user-repository.ts';
import { grantCredits, takeBackCredits } from '../credits/credits-service.ts';
import {
  claimReward,
  claimShareReward,
  countJoined,
  countRecentFromAddress,
  findCode,
  findShareRewardedAt,
  findUserIdByCode,
  insertCode,
  insertReferral,
  releaseReward,
  sumReferralPoints,
  type RewardColumn,
} from './referral-repository.ts';

/** More sign-ups than this through one link from one address within the window wait for an operator. */
export const REFERRAL_BURST_MAX = 3;
export const REFERRAL_BURST_WINDOW_MS = 60 * 60 * 1000;

// No 0/O or 1/I/L: a code read aloud or copied by hand still works.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const makeCode = () =>
  Array.from(randomBytes(CODE_LENGTH), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join(
    '',
  );

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** The user's invite code, made the first time it is asked for. */
export async function ensureReferralCode(options: { db: Executor; userId: string }) {
  const { db, userId } = options;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await findCode(db, userId);
    if (existing) return existing;
    await insertCode(db, userId, makeCode());
  }
  const code = await findCode(db, userId);
  if (!code) throw new Error('could not make a referral code');
  return code;
}

const hashAddress = (ip: string, secret: string) =>
  createHmac('sha256', secret).update(`referral:${ip}`).digest('hex');

/**
 * Remembers who invited a new account (from the `?ref=` code it signed up with) and rewards the
 * inviter for the registration, once. No reward for one's own code; a burst of sign-ups through
 * one link from one address is held for an operator instead of rewarded.
 */
export async function attachReferral(options: {
  db: Executor;
  inviteeId: string;
  code: string | undefined;
  ip: string;
  secret: string;
  now: Date;
}): Promise<'attached' | 'held' | 'ignored'> {
  const { db, inviteeId, ip, secret, now } = options;
  if (!options.code) return 'ignored';
  const inviterId = await findUserIdByCode(db, normaliseCode(options.code));
  if (!inviterId || inviterId === inviteeId) return 'ignored';
  const ipHash = hashAddress(ip, secret);
  const since = new Date(now.getTime() - REFERRAL_BURST_WINDOW_MS);
  const recent = await countRecentFromAddress(db, inviterId, ipHash, since);
  const status = recent >= REFERRAL_BURST_MAX ? 'held' : 'active';
  const isNew = await insertReferral(db, {
    inviteeUserId: inviteeId,
    inviterUserId: inviterId,
    ipHash,
    status,
    createdAt: now,
  });
  if (!isNew) return 'ignored';
  if (status === 'held') return 'held';
  await rewardInviter({ db, inviteeId, column: 'registeredRewardedAt', now });
  return 'attached';
}

/** How long after its creation an account may still name who invited it (the sign-up round trip). */
export const REFERRAL_CLAIM_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The web app hands over the `?ref=` code it kept through sign-up (e-mail or Google) right after
 * the account exists. Only a new account is attached; an older one signing in with a code, or the
 * owner of the code, gets nothing.
 */
export async function claimReferral(options: {
  db: Database;
  userId: string;
  code: string;
  ip: string;
  secret: string;
  now: Date;
}): Promise<'attached' | 'held' | 'ignored'> {
  const { db, userId, now } = options;
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  if (now.getTime() - user.createdAt.getTime() > REFERRAL_CLAIM_WINDOW_MS) return 'ignored';
  return db.transaction((tx) => attachReferral({ ...options, db: tx, inviteeId: userId }));
}

const REWARDS: Record<RewardColumn, { points: number; reason: string }> = {
  registeredRewardedAt: { points: REFERRAL_POINTS.register, reason: 'referralRegister' },
  resumeRewardedAt: { points: REFERRAL_POINTS.uploadResume, reason: 'referralResume' },
  paymentRewardedAt: { points: REFERRAL_POINTS.paidSubscription, reason: 'referralPayment' },
};

/** Gives the inviter one step's points, once per invited account (the claim is the lock). */
export async function rewardInviter(options: {
  db: Executor;
  inviteeId: string;
  column: RewardColumn;
  now: Date;
}): Promise<boolean> {
  const { db, inviteeId, column, now } = options;
  const inviterId = await claimReward(db, inviteeId, column, now);
  if (!inviterId) return false;
  const { points, reason } = REWARDS[column];
  await grantCredits({ db, userId: inviterId, amount: points, reason, ref: inviteeId, now });
  return true;
}

export const rewardInviterForPayment = (options: { db: Executor; inviteeId: string; now: Date }) =>
  rewardInviter({ ...options, column: 'paymentRewardedAt' });

/**
 * The payment reward is for an invited account that pays. When a full refund leaves the account
 * without any paid payment, the reward is taken back, once (clearing its mark is the lock, so a
 * refund delivered twice takes nothing more), as far as the inviter still has the points; a
 * later payment earns it again. A partial refund never reaches here: the pass stands.
 */
export async function revokeInviterPaymentReward(options: {
  tx: Transaction;
  inviteeId: string;
  hasPaidPayment: boolean;
  now: Date;
}): Promise<number> {
  const { tx, inviteeId, hasPaidPayment, now } = options;
  if (hasPaidPayment) return 0;
  const inviterId = await releaseReward(tx, inviteeId, 'paymentRewardedAt');
  if (!inviterId) return 0;
  return takeBackCredits({
    tx,
    userId: inviterId,
    amount: REWARDS.paymentRewardedAt.points,
    reason: 'referralPaymentRefunded',
    ref: inviteeId,
    now,
  });
}

export const rewardInviterForResume = (options: { db: Executor; inviteeId: string; now: Date }) =>
  rewardInviter({ ...options, column: 'resumeRewardedAt' });

/** The first share of one's invite link earns the share reward, once per account. */
export async function recordShare(options: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<boolean> {
  const { db, userId, now } = options;
  await ensureReferralCode({ db, userId });
  return db.transaction(async (tx) => {
    if (!(await claimShareReward(tx, userId, now))) return false;
    await grantCredits({
      db: tx,
      userId,
      amount: REFERRAL_POINTS.socialShare,
      reason: 'referralShare',
      ref: null,
      now,
    });
    return true;
  });
}

export async function findReferralOverview(options: {
  db: Executor;
  userId: string;
  publicUrl: string;
}) {
  const { db, userId, publicUrl } = options;
  const code = await ensureReferralCode({ db, userId });
  const [joined, points, sharedAt] = await Promise.all([
    countJoined(db, userId),
    sumReferralPoints(db, userId),
    findShareRewardedAt(db, userId),
  ]);
  return {
    code,
    link: `${publicUrl}/?ref=${code}`,
    joined,
    points_earned: points,
    is_share_rewarded: sharedAt !== null,
  };
}
