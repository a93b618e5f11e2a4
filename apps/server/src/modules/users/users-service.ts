import type { Account } from '@yonder/contract/account';
import type { AuthUser } from '@yonder/contract/auth';
import type { Language } from '@yonder/contract/common';
import type { UpdatePassword, UserRecord } from '@yonder/contract/users';
import type { Database } from '#db/client.ts';
import { badRequest, forbidden, unauthorized } from '#lib/errors.ts';
import { queuePasswordNotice, type NoticeLinks } from '../auth/password-notice.ts';
import { checkPassword, hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/session-repository.ts';
import { findUserById, updateUser, type UserRow } from '../auth/user-repository.ts';
import { toAuthUser } from '../auth/user-view.ts';
import { findCreditsState } from '../credits/credits-service.ts';
import type { Mailer } from '../mail/mailer.ts';

type Caller = { id: string; sessionId: string; isAdmin?: boolean };

async function loadCaller(db: Database, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  // A valid token for a deleted account: the client must sign in again.
  if (!user) throw unauthorized();
  return user;
}

export async function findCurrentUser(options: {
  db: Database;
  caller: Caller;
}): Promise<AuthUser> {
  return toAuthUser(await loadCaller(options.db, options.caller.id));
}

/** The users list of the spec: only ever the caller's own record. */
export async function findUserRecords(options: {
  db: Database;
  caller: Caller;
  userId: string | undefined;
}): Promise<UserRecord[]> {
  const { db, caller, userId } = options;
  if (userId && userId !== caller.id) throw forbidden();
  const user = await loadCaller(db, caller.id);
  return [{ name: user.username, email: user.email }];
}

/**
 * Changes the password after checking the current one, signs out every other device and mails
 * the owner a notice (someone with a stolen session could do this). The caller's own session (the
 * family of its access token) stays, so the settings dialog keeps working.
 */
export async function updatePassword(options: {
  db: Database;
  now: () => Date;
  caller: Caller;
  input: UpdatePassword;
  mailer: Mailer;
  links: NoticeLinks;
  language: Language;
  requestId?: string;
}): Promise<void> {
  const { db, caller, input, mailer } = options;
  const user = await loadCaller(db, caller.id);
  if (!(await checkPassword(user.passwordHash, input.current_password)))
    throw badRequest('currentPasswordWrong');
  const passwordHash = await hashPassword(input.new_password);
  const now = options.now();
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await revokeUserSessions(tx, {
      userId: user.id,
      exceptSessionId: caller.sessionId,
      now,
      reason: 'password_changed',
    });
    await queuePasswordNotice({ ...options, tx, user, kind: 'changed', now });
  });
  mailer.wake();
}

export async function updateProfile(options: {
  db: Database;
  now: () => Date;
  caller: Caller;
  username: string;
}): Promise<AuthUser> {
  const { db, caller, username } = options;
  const user = await updateUser(db, caller.id, { username, updatedAt: options.now() });
  if (!user) throw unauthorized();
  return toAuthUser(user);
}

/** The points left from the ledger (-1 on an unlimited plan) and the plan running now. */
export async function findAccount(options: {
  db: Database;
  now: () => Date;
  caller: Caller;
}): Promise<Account> {
  const { db, caller } = options;
  const user = await loadCaller(db, caller.id);
  const state = await findCreditsState({ db, userId: user.id, now: options.now() });
  const isUnlimited = state.plan !== 'free';
  return {
    username: user.username,
    email: user.email,
    available_credits: isUnlimited ? -1 : state.daily + state.bonus,
    daily_credits: isUnlimited ? 0 : state.daily,
    bonus_credits: state.bonus,
    current_plan: state.plan,
    plan_ends_at: state.planEndsAt?.toISOString() ?? null,
    daily_credits_reset_at: state.dailyResetsAt.toISOString(),
    time_zone: state.timeZone,
    is_admin: caller.isAdmin === true,
  };
}
