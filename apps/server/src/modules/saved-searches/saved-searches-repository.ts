import { and, asc, count, desc, eq, gt, lte, or } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { savedSearchAlertedJobs, savedSearches, users } from '#db/schema/index.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearchRow = typeof savedSearches.$inferInsert;
/** A saved search due for an alert, with whom to mail it to. */
export type DueSavedSearchRow = SavedSearchRow & { email: string; username: string };
/** Alerts are due for searches whose last alert is older than these. */
export type DueCutoffs = { daily: Date; weekly: Date };

/** Every query names the owner: another user's id finds nothing. */
const owned = (id: string, userId: string) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

const isDue = ({ daily, weekly }: DueCutoffs) =>
  or(
    and(eq(savedSearches.frequency, 'daily'), lte(savedSearches.alertedAt, daily)),
    and(eq(savedSearches.frequency, 'weekly'), lte(savedSearches.alertedAt, weekly)),
  );

export function listSavedSearchRows(db: Executor, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * Inserts the row unless the user already keeps `max` saved searches; undefined then. The user's
 * row is locked first, so two saves at once cannot both take the last place.
 */
export async function insertSavedSearchRow(
  db: Executor,
  row: NewSavedSearchRow,
  max: number,
): Promise<SavedSearchRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const [kept] = await tx
      .select({ count: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, row.userId));
    if ((kept?.count ?? 0) >= max) return undefined;
    const [created] = await tx.insert(savedSearches).values(row).returning();
    return created;
  });
}

export async function findSavedSearchRow(
  db: Executor,
  { id, userId }: { id: string; userId: string },
): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(owned(id, userId)).limit(1);
  return row;
}

export async function updateSavedSearchRow(
  db: Executor,
  options: {
    id: string;
    userId: string;
    changes: Partial<Pick<NewSavedSearchRow, 'name' | 'frequency' | 'query' | 'alertedAt'>>;
    now: Date;
  },
): Promise<SavedSearchRow | undefined> {
  const { id, userId, changes, now } = options;
  const [row] = await db
    .update(savedSearches)
    .set({ ...changes, updatedAt: now })
    .where(owned(id, userId))
    .returning();
  return row;
}

export async function deleteSavedSearchRow(
  db: Executor,
  { id, userId }: { id: string; userId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(owned(id, userId))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/** Opening a saved search starts its "new since last opened" count again. */
export async function markSavedSearchOpened(
  db: Executor,
  { id, userId, now }: { id: string; userId: string; now: Date },
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ openedAt: now })
    .where(owned(id, userId))
    .returning();
  return row;
}

/** The unsubscribe link names the saved search alone (its signature is checked before). */
export async function turnOffAlerts(
  db: Executor,
  { id, now }: { id: string; now: Date },
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'off', updatedAt: now })
    .where(eq(savedSearches.id, id))
    .returning();
  return row;
}

/** Ids of saved searches due for an alert, in id order after `afterId` (a sweep's next batch). */
export async function findDueSavedSearchIds(
  db: Executor,
  { cutoffs, afterId, limit }: { cutoffs: DueCutoffs; afterId: string | null; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(isDue(cutoffs), afterId ? gt(savedSearches.id, afterId) : undefined))
    .orderBy(asc(savedSearches.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The saved search, locked for this transaction, if it is still due; undefined when another
 * worker holds it or has just sent its alert (a second sweep at the same time skips it).
 */
export async function lockDueSavedSearch(
  tx: Executor,
  { id, cutoffs }: { id: string; cutoffs: DueCutoffs },
): Promise<DueSavedSearchRow | undefined> {
  const [row] = await tx
    .select({ search: savedSearches, email: users.email, username: users.username })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(eq(savedSearches.id, id), isDue(cutoffs)))
    .for('update', { of: savedSearches, skipLocked: true });
  return row ? { ...row.search, email: row.email, username: row.username } : undefined;
}

export async function recordAlertedJobs(
  tx: Executor,
  { savedSearchId, jobIds, now }: { savedSearchId: string; jobIds: string[]; now: Date },
): Promise<void> {
  if (jobIds.length === 0) return;
  await tx
    .insert(savedSearchAlertedJobs)
    .values(jobIds.map((jobId) => ({ savedSearchId, jobId, alertedAt: now })))
    .onConflictDoNothing();
}

export async function setAlertedAt(
  tx: Executor,
  { id, now }: { id: string; now: Date },
): Promise<void> {
  await tx.update(savedSearches).set({ alertedAt: now }).where(eq(savedSearches.id, id));
}
