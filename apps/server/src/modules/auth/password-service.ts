import type { Login, Register, ResetPassword, Session } from '@yonder/contract/auth';
import type { Language } from '@yonder/contract/common';
import { AppError, badRequest, unauthorized } from '#lib/errors.ts';
import { consumeVerificationCode } from './code-service.ts';
import type { AuthDeps } from './deps.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.ts';
import { queuePasswordNotice, type NoticeLinks } from './password-notice.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { revokeUserSessions } from './session-repository.ts';
import { issueSession } from './session-service.ts';
import { findUserByEmail, insertUser, updateUser } from './user-repository.ts';

type Deps = Pick<AuthDeps, 'db' | 'tokens' | 'now' | 'counters'>;

export async function registerUser(options: Deps & { input: Register }): Promise<Session> {
  const { db, input } = options;
  await consumeVerificationCode({
    ...options,
    email: input.email,
    purpose: 'signup',
    code: input.verification_code,
  });
  const user = await insertUser(db, {
    email: input.email,
    username: input.username,
    passwordHash: await hashPassword(input.password),
  });
  // Only the mailbox owner got a code, so saying the e-mail is taken reveals nothing new.
  if (!user) throw new AppError(409, 'emailTaken');
  return issueSession({ ...options, user });
}

/** Same answer, same status and about the same time for an unknown e-mail and a wrong password. */
export async function loginUser(options: Deps & { input: Login; ip: string }): Promise<Session> {
  const { db, counters, input, ip } = options;
  const { email, password } = input;
  const attempt = { counters, email, ip };
  await assertLoginAllowed(attempt);
  const user = await findUserByEmail(db, email);
  const isValid = await checkPassword(user?.passwordHash, password);
  if (!user || !isValid) {
    await recordLoginFailure(attempt);
    throw unauthorized('invalidCredentials');
  }
  await clearLoginFailures(attempt);
  return issueSession({ ...options, user });
}

/** Sets a new password with an e-mailed code, signs every device out and mails a notice. */
export async function resetPassword(
  options: Deps &
    Pick<AuthDeps, 'mailer'> & {
      input: ResetPassword;
      links: NoticeLinks;
      language: Language;
      requestId?: string;
    },
): Promise<void> {
  const { db, input, mailer } = options;
  await consumeVerificationCode({
    ...options,
    email: input.email,
    purpose: 'reset',
    code: input.verification_code,
  });
  const user = await findUserByEmail(db, input.email);
  // An unknown e-mail never gets a code mailed, so this is only reached in a race with a deletion.
  if (!user) throw badRequest('invalidCode');
  const passwordHash = await hashPassword(input.new_password);
  const now = options.now();
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await revokeUserSessions(tx, { userId: user.id, now, reason: 'password_changed' });
    await queuePasswordNotice({ ...options, tx, user, kind: 'reset', now });
  });
  mailer.wake();
}
