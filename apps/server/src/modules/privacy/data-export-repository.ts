import { and, desc, eq, getTableColumns, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { dataExports } from '#db/schema/index.ts';

export type DataExportRow = Omit<typeof dataExports.$inferSelect, 'archive'>;

// Every column but the archive: lists and checks never read the bytes.
const { archive: _archive, ...listed } = getTableColumns(dataExports);

export async function insertDataExport(
  db: Executor,
  { userId, createdAt }: { userId: string; createdAt: Date },
): Promise<DataExportRow> {
  const [row] = await db
    .insert(dataExports)
    .values({ userId, createdAt, status: 'pending' })
    .returning(listed);
  if (!row) throw new Error('the export row was not stored');
  return row;
}

export async function findLatestDataExport(
  db: Executor,
  userId: string,
): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select(listed)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

/** The user's exports asked for since the time, and how many of them are still being built. */
export async function countDataExportsSince(
  db: Executor,
  { userId, since }: { userId: string; since: Date },
): Promise<{ total: number; pending: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${dataExports.status} = 'pending'))::int`,
    })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gte(dataExports.createdAt, since)));
  return row ?? { total: 0, pending: 0 };
}

/** Exports still pending long after they were asked for were lost with their job: failed. */
export async function failStaleDataExports(
  db: Executor,
  { userId, before }: { userId: string; before: Date },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed', error: 'not built in time' })
    .where(
      and(
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'pending'),
        lt(dataExports.createdAt, before),
      ),
    );
}

export async function findDataExport(db: Executor, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select(listed).from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

export async function findDataExportArchive(db: Executor, id: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ archive: dataExports.archive })
    .from(dataExports)
    .where(eq(dataExports.id, id))
    .limit(1);
  return row?.archive ?? null;
}

/** Stores the built archive; false when the export is gone (the account was deleted) or done. */
export async function completeDataExport(
  db: Executor,
  values: {
    id: string;
    archive: Uint8Array;
    tokenHash: string;
    readyAt: Date;
    expiresAt: Date;
  },
): Promise<boolean> {
  const { id, ...rest } = values;
  const rows = await db
    .update(dataExports)
    .set({ ...rest, status: 'ready', sizeBytes: values.archive.length })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

export async function failDataExport(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed', error: error.slice(0, 500) })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
}

/**
 * Drops the archives whose links have expired (the row stays, so the link answers "expired"
 * rather than "not found"), and the rows themselves a while later. Answers the archives dropped.
 */
export async function purgeExpiredDataExports(
  db: Executor,
  { now, forgetBefore }: { now: Date; forgetBefore: Date },
): Promise<number> {
  const dropped = await db
    .update(dataExports)
    .set({ archive: null })
    .where(and(isNotNull(dataExports.archive), lt(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  await db
    .delete(dataExports)
    .where(
      or(
        lt(dataExports.expiresAt, forgetBefore),
        and(eq(dataExports.status, 'failed'), lt(dataExports.createdAt, forgetBefore)),
      ),
    );
  return dropped.length;
}
