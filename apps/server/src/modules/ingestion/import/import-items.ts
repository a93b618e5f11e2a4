import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { NORMALIZER_VERSION, normalizeJob } from '../normalize/normalize-job.ts';
import { FeedError, ItemError, type FeedContext, type SourceAdapter } from '../types.ts';
import { pgArray } from './bulk-sql.ts';
import { contentHash, entryOf, type Entry } from './merge.ts';
import type { ItemFailure } from './runs-repository.ts';
import { searchLexicon } from './search-lexicon.ts';
import { writeBatch } from './write-batch.ts';

/** Items normalised between two turns of the event loop, so a batch being written moves on. */
const YIELD_EVERY = 1;
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

export function reasonOf(error: unknown): string {
  if (error instanceof ItemError || error instanceof FeedError) return error.message;
  return `unexpected: ${error instanceof Error ? error.message : String(error)}`;
}

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
 * only marked seen; a bad item is skipped and recorded; the next batch is normalised while the
 * database writes the last one.
 */
export async function importItems(options: Options): Promise<ItemsResult> {
  const { db, adapter, items, context, source, runId } = options;
  const result: ItemsResult = { created: 0, updated: 0, unchanged: 0, failures: [], saved: true };
  const known = await knownItems(db, source, context.now);
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
  let writing: Promise<void> = Promise.resolve();
  for (let start = 0; start < items.length; start += options.batchSize) {
    const entries: Entry[] = [];
    const same: string[] = [];
    for (let index = start; index < Math.min(start + options.batchSize, items.length); index += 1) {
      const item = items[index];
      try {
        const raw = adapter.toRaw(item, context);
        const hash = contentHash([NORMALIZER_VERSION, raw]);
        if (known.get(String(raw.sourceId)) === hash) same.push(String(raw.sourceId));
        else {
          const entry = entryOf(normalizeJob(raw, { source, now: context.now }), hash);
          entries.push({ ...entry, vectors: lexicon.read(entry.document) });
        }
      } catch (error) {
        result.failures.push({ itemRef: adapter.itemRef(item, index), reason: reasonOf(error) });
      }
      if (index % YIELD_EVERY === 0) await yieldToEventLoop();
    }
    await writing;
    if (options.signal?.aborted)
      throw new FeedError(`stopped: ${(options.signal.reason as Error)?.message ?? 'aborted'}`);
    writing = entries.length + same.length > 0 ? write(entries, same) : Promise.resolve();
  }
  await writing;
  return result;
}
