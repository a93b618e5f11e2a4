import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

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

/** True only for the one caller that turned a live token into a used one. */
export async function markRefreshTokenUsed(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserFamilies(
  db: Executor,
  { userId, exceptFamilyId, now }: { userId: string; exceptFamilyId?: string; now: Date },
): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (exceptFamilyId) conditions.push(ne(refreshTokens.familyId, exceptFamilyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
