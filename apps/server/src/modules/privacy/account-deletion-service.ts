import { CODE_TTL_SECONDS } from '@yonder/contract/auth';
import type { Language } from '@yonder/contract/common';
import type { DeleteAccount } from '@yonder/contract/privacy';
import { badRequest, tooManyRequests, unauthorized } from '#lib/errors.ts';
import { consumeVerificationCode, issueVerificationCode } from '../auth/code-service.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { checkPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/session-repository.ts';
import { accountDeletionCodeMail, goodbyeMail } from './privacy-mails.ts';
import { eraseUserData, findOwner, lockOwner } from './user-data-repository.ts';

type Deps = Pick<AuthDeps, 'db' | 'tokens' | 'now' | 'counters' | 'mailer'>;
type Caller = { id: string; email: string };

/** Confirmation attempts (password or code) per account in a quarter of an hour. */
const ATTEMPTS_PER_WINDOW = 5;
const WINDOW_MS = 15 * 60 * 1000;

/** Mails the signed-in user a 6-digit code that confirms a deletion (every code's limits apply). */
export async function sendAccountDeletionCode(
  options: Deps & { caller: Caller; language: Language; requestId: string },
): Promise<void> {
  const { db, caller, language } = options;
  const owner = await findOwner(db, caller.id);
  if (!owner) throw unauthorized();
  await issueVerificationCode({
    ...options,
    email: owner.email,
    purpose: 'delete_account',
    mailFor: (code) =>
      accountDeletionCodeMail({
        to: owner.email,
        name: owner.username,
        code,
        language,
        minutes: CODE_TTL_SECONDS / 60,
      }),
  });
}

/**
 * Deletes the account, confirmed with its password or an e-mailed code: in one transaction every
 * session is revoked (its access tokens stop at once), every row of the user is deleted or
 * anonymised (the registry in `user-data-repository.ts`), their queued mails and exports go, and
 * a goodbye mail is queued. A wrong confirmation deletes nothing.
 */
export async function deleteAccount(
  options: Deps & {
    caller: Caller;
    input: DeleteAccount;
    language: Language;
    requestId: string;
  },
): Promise<void> {
  const { db, counters, mailer, caller, input, language, requestId } = options;
  const attempts = await counters.hit(`delete-account:${caller.id}`, WINDOW_MS);
  if (attempts.count > ATTEMPTS_PER_WINDOW)
    throw tooManyRequests(Math.ceil(attempts.resetInMs / 1000));
  const owner = await findOwner(db, caller.id);
  if (!owner) throw unauthorized();
  if (input.code !== undefined) {
    await consumeVerificationCode({
      ...options,
      email: owner.email,
      purpose: 'delete_account',
      code: input.code,
    });
  } else {
    if (!owner.passwordHash) throw badRequest('deleteNoPassword');
    if (!(await checkPassword(owner.passwordHash, input.password ?? '')))
      throw badRequest('deletePasswordWrong');
  }
  const now = options.now();
  await db.transaction(async (tx) => {
    const user = await lockOwner(tx, caller.id);
    if (!user) throw unauthorized();
    await revokeUserSessions(tx, { userId: user.id, now, reason: 'account_deleted' });
    await eraseUserData(tx, user);
    await mailer.send(tx, goodbyeMail({ to: user.email, name: user.username, language }), {
      requestId,
    });
  });
  mailer.wake();
}
