import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { authSessions, refreshTokens, type SessionEndReason } from '#db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;

export async function insertSession(
  db: Executor,
  row: { id: string; userId: string; createdAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(row);
}

/** True while the session exists, belongs to the user and has not been revoked. */
export async function isSessionLive(
  db: Executor,
  { id, userId }: { id: string; userId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(eq(authSessions.id, id), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)),
    )
    .limit(1);
  return row !== undefined;
}

/** The session's row, locked until the transaction ends: rotations and revocations of it queue. */
export async function lockSession(db: Executor, id: string): Promise<AuthSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(authSessions)
    .where(eq(authSessions.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertRefreshToken(
  db: Executor,
  row: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function markRefreshTokenUsed(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, id));
}

/** Ends one session: its access tokens stop at once and its refresh tokens with them. */
export async function revokeSession(
  db: Executor,
  id: string,
  { now, reason }: { now: Date; reason: SessionEndReason },
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, id), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user, or every one but the caller's. */
export async function revokeUserSessions(
  db: Executor,
  {
    userId,
    exceptSessionId,
    now,
    reason,
  }: { userId: string; exceptSessionId?: string; now: Date; reason: SessionEndReason },
): Promise<void> {
  const sessionConditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
  const tokenConditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (exceptSessionId) {
    sessionConditions.push(ne(authSessions.id, exceptSessionId));
    tokenConditions.push(ne(refreshTokens.familyId, exceptSessionId));
  }
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...sessionConditions));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(...tokenConditions));
}
