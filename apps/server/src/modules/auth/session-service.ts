import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, type Session } from '@yonder/contract/auth';
import { unauthorized } from '../../lib/errors.ts';
import type { AuthDeps } from './deps.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
} from './session-repository.ts';
import { createRefreshToken, hashRefreshToken } from './tokens.ts';
import { findUserById, type UserRow } from './user-repository.ts';
import { toAuthUser } from './user-view.ts';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type SessionDeps = Pick<AuthDeps, 'db' | 'tokens' | 'now'>;

/** A new access token and refresh token; a new family unless it continues one (rotation). */
export async function issueSession(
  options: SessionDeps & { user: UserRow; familyId?: string },
): Promise<Session> {
  const { db, tokens, user } = options;
  const now = options.now();
  const familyId = options.familyId ?? randomUUID();
  const refreshToken = createRefreshToken();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  const accessToken = await tokens.signAccessToken(
    { userId: user.id, email: user.email, sessionId: familyId },
    now,
  );
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    token_type: 'bearer',
    user: toAuthUser(user),
  };
}

/**
 * Trades a refresh token for a new pair. A token that was already used means a copy is in someone
 * else's hands: the whole family is revoked, so both the thief and the owner must log in again.
 */
export async function refreshSession(
  options: SessionDeps & { refreshToken: string },
): Promise<Session> {
  const { db } = options;
  const now = options.now();
  const row = await findRefreshToken(db, hashRefreshToken(options.refreshToken));
  if (!row || row.revokedAt || row.expiresAt <= now) throw unauthorized('sessionExpired');
  const isFirstUse = !row.usedAt && (await markRefreshTokenUsed(db, row.id, now));
  if (!isFirstUse) {
    await revokeFamily(db, row.familyId, now);
    throw unauthorized('sessionExpired');
  }
  const user = await findUserById(db, row.userId);
  if (!user) throw unauthorized('sessionExpired');
  return issueSession({ ...options, user, familyId: row.familyId });
}

/**
 * Ends the session of the refresh token and the one the access token belongs to. Unknown or
 * expired tokens are ignored: signing out always succeeds for the client.
 */
export async function endSession(
  options: SessionDeps & { refreshToken: string | undefined; accessToken: string | undefined },
): Promise<void> {
  const { db, tokens, refreshToken, accessToken } = options;
  const now = options.now();
  const claims = accessToken ? await tokens.verifyAccessToken(accessToken, now) : null;
  if (claims) await revokeFamily(db, claims.sessionId, now);
  if (refreshToken) {
    const row = await findRefreshToken(db, hashRefreshToken(refreshToken));
    if (row) await revokeFamily(db, row.familyId, now);
  }
}
