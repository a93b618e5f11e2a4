import { timingSafeEqual } from 'node:crypto';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type SendCode,
} from '@yonder/contract/auth';
import type { Language } from '@yonder/contract/common';
import { AppError, badRequest, tooManyRequests } from '#lib/errors.ts';
import type { OutgoingMail } from '../mail/transport.ts';
import { accountExistsMail, verificationCodeMail } from './auth-mails.ts';
import {
  addWrongAttempt,
  consumeCode,
  deleteCodesBefore,
  findLatestCode,
  insertCode,
  type StoredCodePurpose,
} from './code-repository.ts';
import type { AuthDeps } from './deps.ts';
import { createVerificationCode } from './tokens.ts';
import { findUserByEmail } from './user-repository.ts';

const CODES_PER_EMAIL_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const codeHash = (
  tokens: AuthDeps['tokens'],
  email: string,
  purpose: StoredCodePurpose,
  code: string,
) => tokens.hashCode(`${purpose}:${email}:${code}`);

/**
 * Mails a code, or for a taken e-mail at sign-up a "you already have an account" note, or for an
 * unknown e-mail at reset nothing. A code row is stored in every case, so the 60 s rule, the
 * hourly cap and the answer are the same whether or not the e-mail has an account.
 */
export async function sendVerificationCode(
  options: Pick<AuthDeps, 'db' | 'tokens' | 'now' | 'counters' | 'mailer'> & {
    input: SendCode;
    language: Language;
    /** The request that asked, carried into the mail job's log lines. */
    requestId: string;
  },
): Promise<void> {
  const { db, input, language } = options;
  const { email, purpose } = input;
  const user = await findUserByEmail(db, email);
  // The address is not verified yet: nothing the requester typed goes into the mail.
  const name = user?.username;
  await issueVerificationCode({
    ...options,
    email,
    purpose,
    mailFor: (code) =>
      purpose === 'signup' && user
        ? accountExistsMail({ to: email, name, language })
        : user || purpose === 'signup'
          ? verificationCodeMail({
              to: email,
              name,
              code,
              purpose,
              language,
              minutes: CODE_TTL_SECONDS / 60,
            })
          : null,
  });
}

/**
 * Stores a new code for the e-mail and purpose and queues its mail (or none), under the rules of
 * every code: 60 s between sends and 10 an hour per e-mail.
 */
export async function issueVerificationCode(
  options: Pick<AuthDeps, 'db' | 'tokens' | 'now' | 'counters' | 'mailer'> & {
    email: string;
    purpose: StoredCodePurpose;
    /** The mail that carries the code, or null to send none. */
    mailFor: (code: string) => OutgoingMail | null;
    requestId: string;
  },
): Promise<void> {
  const { db, tokens, counters, mailer, email, purpose, mailFor, requestId } = options;
  const now = options.now();
  const latest = await findLatestCode(db, { email, purpose });
  const waitMs = latest
    ? latest.createdAt.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime()
    : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(429, 'codeResendWait', {
      values: { seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
  const sent = await counters.hit(`send-code:${email}`, HOUR_MS);
  if (sent.count > CODES_PER_EMAIL_PER_HOUR)
    throw tooManyRequests(Math.ceil(sent.resetInMs / 1000));

  const code = createVerificationCode();
  const mail = mailFor(code);
  // The code and its mail are kept together or not at all: a mail never leaves for a code that
  // was not stored, and a stored code always has its mail in the queue.
  await db.transaction(async (tx) => {
    await deleteCodesBefore(tx, new Date(now.getTime() - DAY_MS));
    await insertCode(tx, {
      email,
      purpose,
      codeHash: codeHash(tokens, email, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    });
    if (mail) await mailer.send(tx, mail, { requestId });
  });
  if (mail) mailer.wake();
}

/** Uses up the latest code of the e-mail, or throws; five wrong tries burn it. */
export async function consumeVerificationCode(
  options: Pick<AuthDeps, 'db' | 'tokens' | 'now'> & {
    email: string;
    purpose: StoredCodePurpose;
    code: string;
  },
): Promise<void> {
  const { db, tokens, email, purpose, code } = options;
  const now = options.now();
  const latest = await findLatestCode(db, { email, purpose });
  if (!latest || latest.consumedAt || latest.expiresAt <= now) throw badRequest('invalidCode');
  if (latest.attempts >= CODE_MAX_ATTEMPTS) throw badRequest('codeBurned');
  const expected = Buffer.from(latest.codeHash, 'hex');
  const actual = Buffer.from(codeHash(tokens, email, purpose, code), 'hex');
  if (timingSafeEqual(expected, actual)) {
    if (await consumeCode(db, latest.id, now)) return;
    throw badRequest('invalidCode');
  }
  const attempts = await addWrongAttempt(db, latest.id, CODE_MAX_ATTEMPTS);
  throw badRequest(
    attempts === undefined || attempts >= CODE_MAX_ATTEMPTS ? 'codeBurned' : 'invalidCode',
  );
}
