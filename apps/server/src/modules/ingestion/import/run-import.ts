import type { DatabaseHandle } from '#db/client.ts';
import type { ImportRecorder } from '#lib/metrics.ts';
import type { SourceBaseUrls } from '../schedule/job-sources-config.ts';
import { SOURCES } from '../sources/index.ts';
import { FeedError, type FeedContext, type SourceName } from '../types.ts';
import { recomputeAnnualUsd } from '#modules/exchange-rates/rates-repository.ts';
import { markStaleJobs } from '#modules/jobs/job-provenance.ts';
import { expireMissing, hasLiveJobs } from './expire-repository.ts';
import type { FetchOptions } from './fetch-feed.ts';
import { refreshJobStatistics } from '#modules/jobs/jobs-repository.ts';
import { tryImportLock } from './lock.ts';
import { readFeedItems, type FeedOrigin } from './read-feed.ts';
import { importItems } from './import-items.ts';
import { reasonOf } from './normalize-items.ts';
import { finishRun, insertRun, type ItemFailure } from './runs-repository.ts';

export const BATCH_SIZE = 500;

export type RunImportOptions = {
  database: DatabaseHandle;
  /** The PostgreSQL server's URL, for the lock's own connection. */
  databaseUrl?: string | undefined;
  source: SourceName;
  target?: string | null;
  companyName?: string | null;
  /** A URL or a saved file; by default the source's feed at its (configured) base URL. */
  origin?: FeedOrigin;
  baseUrls?: SourceBaseUrls;
  now?: () => Date;
  fetch?: FetchOptions;
  maxPages?: number;
  batchSize?: number;
  /** Stops the run between batches (the server is closing); what is written stays, nothing expires. */
  signal?: AbortSignal;
  /** Counts the run by source and status, and its items by what became of them. */
  metrics?: ImportRecorder | undefined;
};

export type ImportSummary = {
  runId: string | null;
  source: string;
  target: string | null;
  status: 'succeeded' | 'failed' | 'skipped';
  fetched: number;
  created: number;
  updated: number;
  unchanged: number;
  expired: number;
  failures: ItemFailure[];
  error: string | null;
};

/** Where a feed's jobs are recorded: `remoteok`, `greenhouse:stripe`, `jsonld:https://…`. */
export function sourceKey(source: SourceName, target: string | null | undefined): string {
  return target ? `${source}:${target}` : source;
}

/**
 * One import run of one feed: read it whole, normalise every item (a bad item is skipped and
 * recorded), write in batches, then expire what the feed dropped. A feed that cannot be read,
 * or answers garbage, fails the run and changes no job. The run is recorded either way.
 */
export async function runImport(options: RunImportOptions): Promise<ImportSummary> {
  const summary = await importFeed(options);
  options.metrics?.observe(options.source, {
    status: summary.status,
    created: summary.created,
    updated: summary.updated,
    unchanged: summary.unchanged,
    expired: summary.expired,
    skipped: summary.failures.length,
  });
  return summary;
}

async function importFeed(options: RunImportOptions): Promise<ImportSummary> {
  const { database, source, now = () => new Date() } = options;
  const target = options.target ?? null;
  const key = sourceKey(source, target);
  const summary: ImportSummary = {
    runId: null,
    source: key,
    target,
    status: 'skipped',
    fetched: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    expired: 0,
    failures: [],
    error: null,
  };
  const lock = await tryImportLock(database, options.databaseUrl, `import:${key}`);
  if (!lock) return { ...summary, error: 'this feed is being imported already' };
  try {
    const db = database.db;
    const run = await insertRun(db, { source: key, target, startedAt: now() });
    summary.runId = run.id;
    try {
      const adapter = SOURCES[source];
      const context: Omit<FeedContext, 'url'> = {
        source,
        target,
        companyName: options.companyName ?? null,
        now: now(),
      };
      const origin = options.origin ?? {
        url: adapter.feedUrl(options.baseUrls?.[source] ?? adapter.defaultBaseUrl, target),
      };
      const feed = await readFeedItems(adapter, origin, context, options);
      const feedContext = {
        ...context,
        companyName: context.companyName ?? feed.companyName,
        url: 'url' in origin ? origin.url : origin.file,
      };
      summary.fetched = feed.items.length;
      if (feed.items.length === 0 && (await hasLiveJobs(db, key, context.now)))
        throw new FeedError('the feed listed no jobs; its jobs are kept until it lists some again');
      const result = await importItems({
        db,
        adapter,
        items: feed.items,
        context: feedContext,
        source: key,
        runId: run.id,
        batchSize: options.batchSize ?? BATCH_SIZE,
        signal: options.signal,
      });
      Object.assign(summary, {
        created: result.created,
        updated: result.updated,
        unchanged: result.unchanged,
        failures: result.failures,
      });
      const read = feed.items.length - result.failures.length;
      if (read === 0 && feed.items.length > 0)
        throw new FeedError('no item of the feed could be read');
      // Only a feed read whole, saved whole and mostly readable can say which jobs it dropped.
      if (feed.complete && result.saved && read * 2 >= feed.items.length)
        summary.expired = await expireMissing(db, { source: key, runId: run.id, now: context.now });
      // New salaries in the newest rates (not the built-in table); old or dropped jobs stale.
      if (summary.created + summary.updated > 0) await recomputeAnnualUsd(db);
      await markStaleJobs(db, context.now);
      summary.status = 'succeeded';
      if (summary.created + summary.updated + summary.expired > 0) await refreshJobStatistics(db);
    } catch (error) {
      summary.status = 'failed';
      summary.error = reasonOf(error);
    }
    await finishRun(db, run.id, {
      status: summary.status === 'succeeded' ? 'succeeded' : 'failed',
      finishedAt: now(),
      fetched: summary.fetched,
      created: summary.created,
      updated: summary.updated,
      expired: summary.expired,
      failures: summary.failures,
      error: summary.error,
    });
    return summary;
  } finally {
    await lock.release();
  }
}
