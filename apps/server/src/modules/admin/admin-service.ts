import type {
  AdminBilling,
  AdminUser,
  ExtendPlan,
  GrantPoints,
} from '@yonder/contract/admin-console';
import type { Database } from '#db/client.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { findUserById } from '../auth/user-repository.ts';
import { lockUserForCredits } from '../credits/credits-repository.ts';
import { findCreditsState, grantCredits } from '../credits/credits-service.ts';
import { planDays } from '../payments/grant-service.ts';
import { findLastPassEnd, insertPass } from '../payments/pass-repository.ts';
import { rewardInviter } from '../referrals/referral-service.ts';
import { setReferralStatus } from '../referrals/referral-repository.ts';
import {
  insertAudit,
  listAudit,
  listHeldReferrals,
  listRecentEvents,
  listRecentPayments,
  searchUsers,
} from './admin-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type Operator = { id: string; email: string };

export async function findAdminUsers(options: {
  db: Database;
  q?: string;
  limit: number;
  now: Date;
}): Promise<AdminUser[]> {
  const { db, q, limit, now } = options;
  const users = await searchUsers(db, q, limit);
  return Promise.all(
    users.map(async (user) => {
      const state = await findCreditsState({ db, userId: user.id, now });
      return {
        id: user.id,
        email: user.email,
        username: user.username,
        created_at: new Date(user.createdAt).toISOString(),
        current_plan: state.plan,
        plan_ends_at: state.planEndsAt?.toISOString() ?? null,
        daily_credits: state.daily,
        bonus_credits: state.bonus,
      };
    }),
  );
}

async function requireUser(db: Database, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw notFound('userNotFound');
  return user;
}

/** Lasting points for a user, with the operator's reason on the ledger row and in the audit log. */
export async function grantPointsAsOperator(options: {
  db: Database;
  operator: Operator;
  userId: string;
  input: GrantPoints;
  now: Date;
}): Promise<void> {
  const { db, operator, userId, input, now } = options;
  await requireUser(db, userId);
  await db.transaction(async (tx) => {
    await grantCredits({
      db: tx,
      userId,
      amount: input.points,
      reason: 'adminGrant',
      ref: null,
      now,
    });
    await insertAudit(tx, {
      actorUserId: operator.id,
      actorEmail: operator.email,
      targetUserId: userId,
      action: 'grantPoints',
      points: input.points,
      reason: input.reason,
      createdAt: now,
    });
  });
}

/** A pass of one period, queued after the user's paid time like a bought one, with no payment. */
export async function extendPlanAsOperator(options: {
  db: Database;
  operator: Operator;
  userId: string;
  input: ExtendPlan;
  now: Date;
}): Promise<void> {
  const { db, operator, userId, input, now } = options;
  await requireUser(db, userId);
  const days = planDays(input.period);
  await db.transaction(async (tx) => {
    await lockUserForCredits(tx, userId);
    const lastEnd = await findLastPassEnd(tx, userId, now);
    const startsAt = lastEnd && lastEnd > now ? lastEnd : now;
    await insertPass(tx, {
      userId,
      paymentId: null,
      period: input.period,
      startsAt,
      endsAt: new Date(startsAt.getTime() + days * DAY_MS),
    });
    await insertAudit(tx, {
      actorUserId: operator.id,
      actorEmail: operator.email,
      targetUserId: userId,
      action: 'extendPlan',
      days,
      reason: input.reason,
      createdAt: now,
    });
  });
}

/** A held referral: approved (its registration reward is given then) or rejected for good. */
export async function reviewHeldReferral(options: {
  db: Database;
  operator: Operator;
  inviteeId: string;
  decision: 'approve' | 'reject';
  reason: string;
  now: Date;
}): Promise<void> {
  const { db, operator, inviteeId, decision, reason, now } = options;
  await db.transaction(async (tx) => {
    const row = await setReferralStatus(
      tx,
      inviteeId,
      decision === 'approve' ? 'active' : 'rejected',
      now,
    );
    if (!row) throw new AppError(409, 'referralNotHeld');
    if (decision === 'approve')
      await rewardInviter({ db: tx, inviteeId, column: 'registeredRewardedAt', now });
    await insertAudit(tx, {
      actorUserId: operator.id,
      actorEmail: operator.email,
      targetUserId: inviteeId,
      action: decision === 'approve' ? 'approveReferral' : 'rejectReferral',
      reason,
      createdAt: now,
    });
  });
}

export async function findAdminBilling(options: { db: Database }): Promise<AdminBilling> {
  const { db } = options;
  const [payments, events, held, audit] = await Promise.all([
    listRecentPayments(db, 50),
    listRecentEvents(db, 50),
    listHeldReferrals(db, 50),
    listAudit(db, 50),
  ]);
  return { payments, events, held_referrals: held, audit };
}
