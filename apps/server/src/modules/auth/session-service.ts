import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, type Session } from '@yonder/contract/auth';
import type { Executor } from '#db/client.ts';
import { AppError, unauthorized } from '#lib/errors.ts';
import type { AuthDeps } from './deps.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  lockSession,
  markRefreshTokenUsed,
  revokeSession,
} from './session-repository.ts';
import { createRefreshToken, hashRefreshToken } from './tokens.ts';
import { findUserById, type UserRow } from './user-repository.ts';
import { toAuthUser } from './user-view.ts';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type SessionDeps = Pick<AuthDeps, 'db' | 'tokens' | 'now'>;

/** Stores a new refresh token of the session and returns it (only its hash is kept). */
async function addRefreshToken(
  db: Executor,
  { userId, sessionId, now }: { userId: string; sessionId: string; now: Date },
): Promise<string> {
  const refreshToken = createRefreshToken();
  await insertRefreshToken(db, {
    userId,
    familyId: sessionId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return refreshToken;
}

async function toSession(
  options: Pick<AuthDeps, 'tokens'> & {
    user: UserRow;
    sessionId: string;
    refreshToken: string;
    now: Date;
  },
): Promise<Session> {
  const { tokens, user, sessionId, refreshToken, now } = options;
  const accessToken = await tokens.signAccessToken(
    { userId: user.id, email: user.email, sessionId },
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

/** Signs a user in on a new device: a new session with its first refresh token. */
export async function issueSession(options: SessionDeps & { user: UserRow }): Promise<Session> {
  const { db, user } = options;
  const now = options.now();
  const sessionId = randomUUID();
  const refreshToken = await db.transaction(async (tx) => {
    await insertSession(tx, { id: sessionId, userId: user.id, createdAt: now });
    return addRefreshToken(tx, { userId: user.id, sessionId, now });
  });
  return toSession({ ...options, user, sessionId, refreshToken, now });
}

type Rotation =
  | { outcome: 'rotated'; user: UserRow; sessionId: string; refreshToken: string }
  | { outcome: 'refused' }
  | { outcome: 'password_changed' };

/**
 * Trades a refresh token for a new pair. A token that was already used means a copy is in someone
 * else's hands: the whole session is revoked, so both the thief and the owner must log in again.
 * The session's row is locked for the trade, so two uses at the same moment are one use and one
 * reuse, and the reuse revokes the pair the first one got.
 */
export async function refreshSession(
  options: SessionDeps & { refreshToken: string },
): Promise<Session> {
  const { db } = options;
  const now = options.now();
  const tokenHash = hashRefreshToken(options.refreshToken);
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    const found = await findRefreshToken(tx, tokenHash);
    if (!found) return { outcome: 'refused' };
    const session = await lockSession(tx, found.familyId);
    // Read again under the lock: a rotation that held it may have used the token meanwhile.
    const row = await findRefreshToken(tx, tokenHash);
    if (!session || !row || row.expiresAt <= now) return { outcome: 'refused' };
    if (session.revokedAt)
      return session.revokedReason === 'password_changed' && !row.usedAt
        ? { outcome: 'password_changed' }
        : { outcome: 'refused' };
    if (row.usedAt) {
      await revokeSession(tx, session.id, { now, reason: 'reused' });
      return { outcome: 'refused' };
    }
    const user = await findUserById(tx, row.userId);
    if (!user) return { outcome: 'refused' };
    await markRefreshTokenUsed(tx, row.id, now);
    const refreshToken = await addRefreshToken(tx, { userId: user.id, sessionId: session.id, now });
    return { outcome: 'rotated', user, sessionId: session.id, refreshToken };
  });
  if (rotation.outcome === 'password_changed')
    throw new AppError(401, 'sessionEndedPasswordChanged', { reason: 'password_changed' });
  if (rotation.outcome === 'refused') throw unauthorized('sessionExpired');
  return toSession({ ...options, ...rotation, now });
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
  if (claims) await revokeSession(db, claims.sessionId, { now, reason: 'signed_out' });
  if (refreshToken) {
    const row = await findRefreshToken(db, hashRefreshToken(refreshToken));
    if (row) await revokeSession(db, row.familyId, { now, reason: 'signed_out' });
  }
}
