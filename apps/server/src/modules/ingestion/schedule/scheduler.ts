import type { DatabaseHandle } from '../../../db/client.ts';
import type { FetchOptions } from '../import/fetch-feed.ts';
import { runImport, type ImportSummary } from '../import/run-import.ts';
import type { JobSourceSchedule, ScheduledTarget, SourceBaseUrls } from './job-sources-config.ts';

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type SchedulerOptions = {
  database: DatabaseHandle;
  databaseUrl?: string | undefined;
  schedules: readonly JobSourceSchedule[];
  baseUrls?: SourceBaseUrls;
  now?: () => Date;
  log: Log;
  fetch?: Omit<FetchOptions, 'signal'>;
  /** The first wait after a failed run; it doubles with each failure in a row, up to the interval. */
  retryBaseMs?: number;
  /** Feeds start this far apart, so a long list does not fetch everything at once. */
  staggerMs?: number;
  /** Told after every run (tests wait on it). */
  onRun?: (summary: ImportSummary) => void;
};

export type Scheduler = { stop: () => Promise<void> };

/**
 * Runs every configured feed on its interval in this process. A failed run is tried again with
 * exponential backoff; one feed never runs twice at once (the import takes the feed's lock, so
 * another instance's run of it is skipped too). `stop` cancels what is waiting, aborts fetches
 * in flight and waits for running imports to finish.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { retryBaseMs = 60_000, staggerMs = 2_000 } = options;
  const controller = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const later = (ms: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timers.add(timer);
  };

  const follow = (schedule: JobSourceSchedule, target: ScheduledTarget, failures: number) => {
    if (stopped) return;
    const run = runImport({
      database: options.database,
      databaseUrl: options.databaseUrl,
      source: schedule.source,
      target: target.target,
      companyName: target.companyName,
      baseUrls: options.baseUrls,
      now: options.now,
      fetch: { ...options.fetch, signal: controller.signal },
      signal: controller.signal,
    })
      .then((summary) => {
        options.onRun?.(summary);
        const { failures: items, runId, ...counts } = summary;
        const failed = summary.status === 'failed';
        options.log[failed ? 'error' : 'info'](
          { ...counts, runId, failedItems: items.length },
          `job import ${summary.status}`,
        );
        return failed ? failures + 1 : 0;
      })
      .catch((error: unknown) => {
        options.log.error(
          { err: error, source: schedule.source, target: target.target },
          'job import crashed',
        );
        return failures + 1;
      })
      .then((inRow) => {
        const wait =
          inRow === 0
            ? schedule.intervalMs
            : Math.min(schedule.intervalMs, retryBaseMs * 2 ** (inRow - 1));
        later(wait, () => follow(schedule, target, inRow));
      });
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  let position = 0;
  for (const schedule of options.schedules) {
    for (const target of schedule.targets) {
      later(position * staggerMs, () => follow(schedule, target, 0));
      position += 1;
    }
  }

  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      controller.abort(new Error('the server is stopping'));
      await Promise.allSettled([...running]);
    },
  };
}
