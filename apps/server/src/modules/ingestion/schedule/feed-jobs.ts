import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';
import type { DatabaseHandle } from '#db/client.ts';
import type { ImportRecorder } from '#lib/metrics.ts';
import { jobLog, type JobMeta } from '#queue/job-log.ts';
import type { JobQueue } from '#queue/job-queue.ts';
import { QUEUES } from '#queue/queues.ts';
import { hasRunSince } from '../import/runs-repository.ts';
import { runImport, sourceKey } from '../import/run-import.ts';
import type { SourceName } from '../types.ts';
import type { JobSourceSchedule, SourceBaseUrls } from './job-sources-config.ts';

export type FeedSyncJob = JobMeta & {
  source: SourceName;
  target: string | null;
  companyName: string | null;
};

/**
 * A feed's schedule key: pg-boss keys allow letters, digits and `_-./` only, so the source key
 * (`greenhouse:stripe`, `jsonld:https://…`) is spelled with those, and a short hash keeps two
 * feeds that spell the same apart.
 */
export function scheduleKeyOf(key: string): string {
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return `${key.replace(/[^\w./-]+/g, '_').slice(0, 80)}.${hash}`;
}

const UNITS = [
  { seconds: 86_400, freq: 'DAILY' },
  { seconds: 3_600, freq: 'HOURLY' },
  { seconds: 60, freq: 'MINUTELY' },
] as const;

/**
 * The recurrence rule of an interval (`FREQ=HOURLY;INTERVAL=6`), in the largest unit that divides
 * it. pg-boss looks at its schedules every 30 s, so a shorter interval runs about that often.
 */
export function recurrenceOf(intervalMs: number): string {
  const seconds = Math.max(1, Math.round(intervalMs / 1000));
  const unit = UNITS.find((candidate) => seconds % candidate.seconds === 0);
  return unit
    ? `FREQ=${unit.freq};INTERVAL=${seconds / unit.seconds}`
    : `FREQ=SECONDLY;INTERVAL=${seconds}`;
}

/**
 * Puts every configured feed on a pg-boss schedule, keyed by feed: pg-boss makes one job per
 * occurrence, whichever instance's pass sees it first, so a feed runs once per interval across
 * instances. A feed with no run within its last interval (a first start, a long stop) runs now,
 * once across instances too (one job per key and interval). Feeds no longer configured stop.
 */
export async function scheduleFeeds({
  queue,
  database,
  schedules,
  now,
}: {
  queue: JobQueue;
  database: DatabaseHandle;
  schedules: readonly JobSourceSchedule[];
  now: () => Date;
}): Promise<number> {
  const { boss } = queue;
  const feeds = schedules.flatMap((schedule) =>
    schedule.targets.map((target) => ({
      key: scheduleKeyOf(sourceKey(schedule.source, target.target)),
      runsKey: sourceKey(schedule.source, target.target),
      intervalMs: schedule.intervalMs,
      data: {
        source: schedule.source,
        target: target.target,
        companyName: target.companyName,
      } satisfies FeedSyncJob,
    })),
  );
  const keys = new Set(feeds.map((feed) => feed.key));
  for (const schedule of await boss.getSchedules(QUEUES.feedSync)) {
    if (!keys.has(schedule.key)) await boss.unschedule(QUEUES.feedSync, schedule.key);
  }
  for (const { key, runsKey, intervalMs, data } of feeds) {
    const intervalSeconds = Math.max(1, Math.round(intervalMs / 1000));
    // After a failure the feed is tried again with backoff, never waiting past its next run. One
    // job per feed and interval slot: a run started now does not repeat at an occurrence in it.
    const options = { retryBackoff: true, retryDelayMax: intervalSeconds, singletonKey: key };
    await boss.schedule(QUEUES.feedSync, recurrenceOf(intervalMs), data, {
      ...options,
      singletonSeconds: intervalSeconds,
      key,
    });
    if (!(await hasRunSince(database.db, runsKey, new Date(now().getTime() - intervalMs)))) {
      await boss.sendThrottled(QUEUES.feedSync, data, options, intervalSeconds, key);
    }
  }
  if (feeds.length > 0) queue.wake(QUEUES.feedSync);
  return feeds.length;
}

/**
 * One scheduled run of a feed. A failed run throws, so the queue tries it again with backoff; a run
 * another instance holds the feed's lock for is skipped and done. `signal` (the server stopping)
 * cancels waiting fetches: the run ends failed, and its retry goes back to the queue.
 */
export async function runFeedSyncJob({
  job,
  database,
  databaseUrl,
  baseUrls,
  now,
  log,
  signal,
  metrics,
}: {
  job: Job<FeedSyncJob>;
  database: DatabaseHandle;
  databaseUrl: string | undefined;
  baseUrls: SourceBaseUrls;
  now: () => Date;
  log: FastifyBaseLogger;
  signal: AbortSignal;
  metrics?: ImportRecorder;
}): Promise<void> {
  const { source, target, companyName } = job.data;
  const stop = AbortSignal.any([signal, job.signal]);
  const summary = await runImport({
    database,
    databaseUrl,
    source,
    target,
    companyName,
    baseUrls,
    now,
    fetch: { signal: stop },
    signal: stop,
    metrics,
  });
  const { failures, runId, ...counts } = summary;
  const failed = summary.status === 'failed';
  jobLog(log, job)[failed ? 'error' : 'info'](
    { ...counts, runId, failedItems: failures.length, attempt: job.retryCount + 1 },
    `job import ${summary.status}`,
  );
  if (failed) throw new Error(summary.error ?? 'the import failed');
}
