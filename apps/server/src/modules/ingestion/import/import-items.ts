import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { FeedError, type FeedContext, type SourceAdapter } from '../types.ts';
import { pgArray } from './bulk-sql.ts';
import type { Entry } from './merge.ts';
import {
  emptyBatch,
  normalizeItem,
  type NormalizedBatch,
  type NormalizeInput,
} from './normalize-items.ts';
import { startNormalizer } from './normalizer.ts';
import type { ItemFailure } from './runs-repository.ts';
import { searchLexicon } from './search-lexicon.ts';
import { writeBatch } from './write-batch.ts';

/** Items normalised here between two turns of the event loop, so a batch being written moves on. */
const YIELD_EVERY = 1;
/** Search documents read between two turns of the event loop. */
const READ_YIELD_EVERY = 25;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export type ItemsResult = {
  created: number;
  updated: number;
  unchanged: number;
  failures: ItemFailure[];
  /** False when a batch could not be written. */
  saved: boolean;
};

type Options = {
  db: Database;
  adapter: SourceAdapter;
  items: readonly unknown[];
  context: FeedContext;
  source: string;
  runId: string;
  batchSize: number;
  signal?: AbortSignal | undefined;
};

/** What this feed gave last time for each of its live jobs: the hash of the item. */
async function knownItems(db: Executor, source: string, now: Date): Promise<Map<string, string>> {
  const rows = await queryRows<{ source_id: string; content_hash: string | null }>(
    db,
    sql`select s.source_id, s.content_hash from job_sources s join jobs j on j.id = s.job_id
        where s.source = ${source} and (j.expires_at is null or j.expires_at > ${now.toISOString()}::timestamptz)`,
  );
  return new Map(
    rows.flatMap((row) => (row.content_hash ? [[row.source_id, row.content_hash]] : [])),
  );
}

/** Items given exactly as last time: only seen again, in one statement. */
async function touchSources(
  db: Executor,
  sourceIds: string[],
  options: { source: string; runId: string; now: Date },
) {
  if (sourceIds.length === 0) return;
  await db.execute(sql`
    update job_sources set last_run_id = ${options.runId}::uuid, last_seen_at = ${options.now.toISOString()}::timestamptz, missed_runs = 0
    where source = ${options.source} and source_id = any(${pgArray(sourceIds)}::text[])`);
}

/**
 * Normalises and writes a feed's items batch by batch: an item given exactly as last time is
 * only marked seen; a bad item is skipped and recorded. A feed of more than one batch is
 * normalised in a worker thread, one batch ahead of the batch being written; the batches before
 * the worker has loaded, and all after it fails, are normalised here.
 */
export async function importItems(options: Options): Promise<ItemsResult> {
  const { db, adapter, items, context, source, runId, batchSize } = options;
  const result: ItemsResult = { created: 0, updated: 0, unchanged: 0, failures: [], saved: true };
  const input: NormalizeInput = {
    adapter: adapter.name,
    context,
    source,
    known: await knownItems(db, source, context.now),
  };
  const lexicon = searchLexicon(db);
  const write = async (entries: Entry[], same: string[]) => {
    try {
      const counts = await db.transaction(async (tx) => {
        await touchSources(tx, same, { source, runId, now: context.now });
        return writeBatch(tx, entries, { source, runId, now: context.now, lexicon });
      });
      result.created += counts.created;
      result.updated += counts.updated;
      result.unchanged += counts.unchanged + same.length;
    } catch (error) {
      result.saved = false;
      const reason = `could not be saved: ${error instanceof Error ? error.message : String(error)}`;
      for (const itemRef of [...entries.map(({ record }) => record.sourceId), ...same])
        result.failures.push({ itemRef, reason });
    }
  };

  const starts = Array.from(
    { length: Math.ceil(items.length / batchSize) },
    (_, k) => k * batchSize,
  );
  const normalizeHere = async (start: number) => {
    const batch = emptyBatch();
    for (let index = start; index < Math.min(start + batchSize, items.length); index += 1) {
      normalizeItem(input, items[index], index, batch);
      if (index % YIELD_EVERY === 0) await yieldToEventLoop();
    }
    return batch;
  };
  const normalizer = starts.length > 1 ? startNormalizer(input) : null;
  let isDone = false;
  const normalizeThere = (start: number) =>
    normalizer!
      .normalize(items.slice(start, start + batchSize), start)
      .catch(() => (isDone ? emptyBatch() : normalizeHere(start)));

  try {
    let ahead: { start: number; batch: Promise<NormalizedBatch> } | null = null;
    let writing: Promise<void> = Promise.resolve();
    for (const [k, start] of starts.entries()) {
      const batch = await (ahead?.start === start ? ahead.batch : normalizeHere(start));
      const next = starts[k + 1];
      ahead =
        next !== undefined && normalizer?.isReady()
          ? { start: next, batch: normalizeThere(next) }
          : null;
      result.failures.push(...batch.failures);
      // Search vectors read now, while the last batch is written (see SearchLexicon).
      const entries: Entry[] = [];
      for (const [index, entry] of batch.entries.entries()) {
        entries.push({ ...entry, vectors: lexicon.read(entry.document) });
        if (index % READ_YIELD_EVERY === 0) await yieldToEventLoop();
      }
      await writing;
      if (options.signal?.aborted)
        throw new FeedError(`stopped: ${(options.signal.reason as Error)?.message ?? 'aborted'}`);
      writing =
        entries.length + batch.same.length > 0 ? write(entries, batch.same) : Promise.resolve();
    }
    await writing;
    return result;
  } finally {
    isDone = true;
    await normalizer?.close();
  }
}
