import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { OauthExchangeResult } from '@yonder/contract/auth';
import type { Executor } from '#db/client.ts';
import { oauthHandoffs } from '#db/schema/index.ts';
import { badRequest } from '#lib/errors.ts';
import type { AuthDeps } from './deps.ts';
import { issueSession } from './session-service.ts';
import { findUserById } from './user-repository.ts';

/** Long enough for the browser to load the callback page and ask, short enough to be useless later. */
const HANDOFF_TTL_MS = 2 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The end of an external sign-in: no tokens in the URL, only a one-time code for the browser that
 * started it. The code is bound to the hash of a secret that browser kept (like PKCE), so a link
 * carrying someone else's code signs nobody in: a forged callback link cannot sign a victim's
 * browser into the attacker's account.
 */
export async function createOauthHandoff(
  options: Pick<AuthDeps, 'db' | 'now'> & { userId: string; binding: string; redirect: string },
): Promise<string> {
  const { db, userId, binding, redirect } = options;
  const now = options.now();
  const code = randomBytes(32).toString('base64url');
  await db.delete(oauthHandoffs).where(lte(oauthHandoffs.expiresAt, now));
  await db.insert(oauthHandoffs).values({
    codeHash: sha256(code),
    userId,
    bindingHash: binding,
    redirect,
    expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
  });
  return code;
}

/** Takes the code out of the table: it works once, whatever the outcome. */
async function takeHandoff(db: Executor, codeHash: string, now: Date) {
  const [row] = await db
    .delete(oauthHandoffs)
    .where(and(eq(oauthHandoffs.codeHash, codeHash), gt(oauthHandoffs.expiresAt, now)))
    .returning();
  return row;
}

export async function exchangeOauthHandoff(
  options: Pick<AuthDeps, 'db' | 'tokens' | 'now'> & { code: string; verifier: string },
): Promise<OauthExchangeResult> {
  const { db, code, verifier } = options;
  const row = await takeHandoff(db, sha256(code), options.now());
  const expected = Buffer.from(row?.bindingHash ?? '');
  const actual = Buffer.from(sha256(verifier));
  if (!row || expected.length !== actual.length || !timingSafeEqual(expected, actual))
    throw badRequest('oauthInvalidState');
  const user = await findUserById(db, row.userId);
  if (!user) throw badRequest('oauthInvalidState');
  return { ...(await issueSession({ ...options, user })), redirect: row.redirect };
}
