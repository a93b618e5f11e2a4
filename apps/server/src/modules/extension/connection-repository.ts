import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { extensionConnections, extensionRetiredRefreshTokens, users } from '#db/schema/index.ts';

export type ExtensionConnectionRow = typeof extensionConnections.$inferSelect;
type Hashes = {
  accessHash: string;
  accessExpiresAt: Date;
  refreshHash: string;
  refreshExpiresAt: Date;
};

export async function insertConnection(
  db: Executor,
  row: Hashes & { userId: string; label: string; scopes: string[]; now: Date },
): Promise<ExtensionConnectionRow> {
  const { now, ...values } = row;
  const [inserted] = await db
    .insert(extensionConnections)
    .values({ ...values, createdAt: now, lastUsedAt: now })
    .returning();
  return inserted!;
}

/** The live connection an unexpired access token names, with its owner's address. */
export async function findByAccessHash(db: Executor, accessHash: string, now: Date) {
  const [row] = await db
    .select({ connection: extensionConnections, email: users.email, username: users.username })
    .from(extensionConnections)
    .innerJoin(users, eq(users.id, extensionConnections.userId))
    .where(
      and(
        eq(extensionConnections.accessHash, accessHash),
        isNull(extensionConnections.revokedAt),
        gt(extensionConnections.accessExpiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Swaps both tokens when the refresh token is the current one of a live connection. */
export async function rotateTokens(
  db: Executor,
  options: Hashes & { oldRefreshHash: string; now: Date },
): Promise<ExtensionConnectionRow | undefined> {
  const { oldRefreshHash, now, ...hashes } = options;
  const [row] = await db
    .update(extensionConnections)
    .set({ ...hashes, lastUsedAt: now })
    .where(
      and(
        eq(extensionConnections.refreshHash, oldRefreshHash),
        isNull(extensionConnections.revokedAt),
        gt(extensionConnections.refreshExpiresAt, now),
      ),
    )
    .returning();
  if (row)
    await db
      .insert(extensionRetiredRefreshTokens)
      .values({ refreshHash: oldRefreshHash, connectionId: row.id, retiredAt: now });
  return row;
}

/** Revokes the connection a retired refresh token belonged to; false when it is no such token. */
export async function revokeByRetiredRefresh(
  db: Executor,
  options: { refreshHash: string; now: Date },
): Promise<boolean> {
  const [retired] = await db
    .select({ connectionId: extensionRetiredRefreshTokens.connectionId })
    .from(extensionRetiredRefreshTokens)
    .where(eq(extensionRetiredRefreshTokens.refreshHash, options.refreshHash));
  if (!retired) return false;
  await db
    .update(extensionConnections)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(extensionConnections.id, retired.connectionId),
        isNull(extensionConnections.revokedAt),
      ),
    );
  return true;
}

export async function listConnections(
  db: Executor,
  userId: string,
): Promise<ExtensionConnectionRow[]> {
  return db
    .select()
    .from(extensionConnections)
    .where(and(eq(extensionConnections.userId, userId), isNull(extensionConnections.revokedAt)))
    .orderBy(desc(extensionConnections.createdAt));
}

/** Revokes the user's own live connection; false when there is none with that id. */
export async function revokeConnection(
  db: Executor,
  options: { id: string; userId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(extensionConnections)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(extensionConnections.id, options.id),
        eq(extensionConnections.userId, options.userId),
        isNull(extensionConnections.revokedAt),
      ),
    )
    .returning({ id: extensionConnections.id });
  return rows.length > 0;
}

export async function findConnectionWithOwner(db: Executor, id: string) {
  const [row] = await db
    .select({ connection: extensionConnections, username: users.username })
    .from(extensionConnections)
    .innerJoin(users, eq(users.id, extensionConnections.userId))
    .where(eq(extensionConnections.id, id))
    .limit(1);
  return row;
}
