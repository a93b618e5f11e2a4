import { NORMALIZER_VERSION, normalizeJob } from '../normalize/normalize-job.ts';
import { SOURCES } from '../sources/index.ts';
import { FeedError, ItemError, type FeedContext, type SourceName } from '../types.ts';
import { contentHash, entryOf, type Entry } from './merge.ts';
import type { ItemFailure } from './runs-repository.ts';

/** What a run normalises with; plain data, so a worker thread can be given it. */
export type NormalizeInput = {
  adapter: SourceName;
  context: FeedContext;
  /** The run's source key (`greenhouse:stripe`). */
  source: string;
  /** What the feed gave last time for each of its live jobs: the hash of the item, by its id. */
  known: ReadonlyMap<string, string>;
};

/** Items normalised: the entries to write, the ids given exactly as last time, the bad items. */
export type NormalizedBatch = { entries: Entry[]; same: string[]; failures: ItemFailure[] };

export function emptyBatch(): NormalizedBatch {
  return { entries: [], same: [], failures: [] };
}

export function reasonOf(error: unknown): string {
  if (error instanceof ItemError || error instanceof FeedError) return error.message;
  return `unexpected: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * One feed item into the batch: an item given exactly as last time is only an id to mark seen,
 * an item that cannot be read is a failure with its reason, any other is an entry.
 */
export function normalizeItem(
  input: NormalizeInput,
  item: unknown,
  index: number,
  batch: NormalizedBatch,
): void {
  const adapter = SOURCES[input.adapter];
  try {
    const raw = adapter.toRaw(item, input.context);
    const hash = contentHash([NORMALIZER_VERSION, raw]);
    if (input.known.get(String(raw.sourceId)) === hash) batch.same.push(String(raw.sourceId));
    else
      batch.entries.push(
        entryOf(normalizeJob(raw, { source: input.source, now: input.context.now }), hash),
      );
  } catch (error) {
    batch.failures.push({ itemRef: adapter.itemRef(item, index), reason: reasonOf(error) });
  }
}
