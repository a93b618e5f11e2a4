import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { importRunFailures, importRuns } from '#db/schema/index.ts';

export type ImportRunRow = typeof importRuns.$inferSelect;
export type ImportFailureRow = typeof importRunFailures.$inferSelect;
export type ItemFailure = { itemRef: string; reason: string };

/** At most this many failed items are kept per run; `failed` counts them all. */
export const MAX_RECORDED_FAILURES = 500;

export async function insertRun(
  db: Executor,
  row: { source: string; target: string | null; startedAt: Date },
): Promise<ImportRunRow> {
  const [run] = await db
    .insert(importRuns)
    .values({ ...row, status: 'running' })
    .returning();
  if (!run) throw new Error('insert returned no row');
  return run;
}

export async function finishRun(
  db: Executor,
  id: string,
  result: {
    status: 'succeeded' | 'failed';
    finishedAt: Date;
    fetched: number;
    created: number;
    updated: number;
    expired: number;
    failures: readonly ItemFailure[];
    error: string | null;
  },
): Promise<void> {
  const { failures, ...counts } = result;
  await db.transaction(async (tx) => {
    await tx
      .update(importRuns)
      .set({ ...counts, failed: failures.length })
      .where(eq(importRuns.id, id));
    const kept = failures.slice(0, MAX_RECORDED_FAILURES);
    if (kept.length > 0)
      await tx.insert(importRunFailures).values(
        kept.map((failure) => ({
          runId: id,
          itemRef: failure.itemRef.slice(0, 500),
          reason: failure.reason.slice(0, 1000),
        })),
      );
  });
}

export async function listRunRows(
  db: Executor,
  { limit, offset, source }: { limit: number; offset: number; source?: string | undefined },
): Promise<ImportRunRow[]> {
  return db
    .select()
    .from(importRuns)
    .where(
      source
        ? sql`${importRuns.source} = ${source} or ${importRuns.source} like ${`${source}:%`}`
        : undefined,
    )
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(limit)
    .offset(offset);
}

/** The failures of these runs, at most `perRun` of each, in the order they were recorded. */
export async function listFailureRows(
  db: Executor,
  runIds: string[],
  perRun: number,
): Promise<ImportFailureRow[]> {
  if (runIds.length === 0) return [];
  const ranked = db
    .select({
      id: importRunFailures.id,
      runId: importRunFailures.runId,
      itemRef: importRunFailures.itemRef,
      reason: importRunFailures.reason,
      rank: sql<number>`row_number() over (partition by ${importRunFailures.runId} order by ${importRunFailures.itemRef})`.as(
        'rank',
      ),
    })
    .from(importRunFailures)
    .where(inArray(importRunFailures.runId, runIds))
    .as('ranked');
  return db
    .select({ id: ranked.id, runId: ranked.runId, itemRef: ranked.itemRef, reason: ranked.reason })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perRun}`);
}

/** Runs left `running` by a process that stopped midway are failed, so operators see them. */
export async function failAbandonedRuns(db: Executor, before: Date): Promise<void> {
  await db
    .update(importRuns)
    .set({
      status: 'failed',
      error: 'interrupted: the process stopped during the run',
      finishedAt: before,
    })
    .where(
      sql`${importRuns.status} = 'running' and ${importRuns.startedAt} < ${before.toISOString()}::timestamptz`,
    );
}

/** Whether the feed (its source key) has a run that started at or after `since`. */
export async function hasRunSince(db: Executor, source: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(
      sql`${importRuns.source} = ${source} and ${importRuns.startedAt} >= ${since.toISOString()}::timestamptz`,
    )
    .limit(1);
  return row !== undefined;
}
