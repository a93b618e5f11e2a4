import { IMPORT_RUN_FAILURES_SHOWN, type ImportRun } from '@yonder/contract/ingestion';
import type { Database } from '#db/client.ts';
import { listFailureRows, listRunRows } from './import/runs-repository.ts';

/** Import runs for operators, newest first, each with the first of its failed items. */
export async function listImportRuns(options: {
  db: Database;
  limit: number;
  offset: number;
  source?: string | undefined;
}): Promise<ImportRun[]> {
  const runs = await listRunRows(options.db, options);
  const failures = await listFailureRows(
    options.db,
    runs.map((run) => run.id),
    IMPORT_RUN_FAILURES_SHOWN,
  );
  return runs.map((run) => ({
    id: run.id,
    source: run.source,
    target: run.target,
    status: run.status as ImportRun['status'],
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    fetched: run.fetched,
    created: run.created,
    updated: run.updated,
    expired: run.expired,
    failed: run.failed,
    error: run.error,
    failures: failures
      .filter((failure) => failure.runId === run.id)
      .map((failure) => ({ item_ref: failure.itemRef, reason: failure.reason })),
  }));
}
