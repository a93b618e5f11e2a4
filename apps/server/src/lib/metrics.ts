import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * What instrumented code sees of the metrics: small recorders passed in through the options it
 * already takes, so services and pools never import prom-client or a global registry.
 */

/** A piece of work timed by its outcome (`ok`, or a bounded failure reason). */
export type OutcomeTimer = { observe: (outcome: string, seconds: number) => void };

/** A job of the queue ran once: completed, or failed (and will be retried or is failed). */
export type JobRecorder = {
  observe: (queue: string, outcome: 'completed' | 'failed', seconds: number) => void;
};

/** How one import run of a feed ended, and what it did to the catalogue. */
export type ImportRecorder = {
  observe: (
    source: string,
    result: {
      status: string;
      created: number;
      updated: number;
      unchanged: number;
      expired: number;
      skipped: number;
    },
  ) => void;
};

export type AppMetrics = {
  ai: OutcomeTimer;
  resumeParse: OutcomeTimer;
  pdfExport: OutcomeTimer;
  jobs: JobRecorder;
  imports: ImportRecorder;
};

/** Runs the work and records how long it took under its outcome; without a timer, just runs it. */
export async function timeOutcome<T>(
  timer: OutcomeTimer | undefined,
  work: () => Promise<T>,
  outcomeOf: (error: unknown) => string,
): Promise<T> {
  if (!timer) return work();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await work();
    timer.observe('ok', seconds());
    return result;
  } catch (error) {
    timer.observe(outcomeOf(error), seconds());
    throw error;
  }
}

/** Seconds buckets for work that takes from milliseconds (a parse) to a minute (a slow AI call). */
const WORK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120];

const outcomeHistogram = (registry: Registry, name: string, help: string): OutcomeTimer => {
  const histogram = new Histogram({
    name,
    help,
    labelNames: ['outcome'],
    buckets: WORK_BUCKETS,
    registers: [registry],
  });
  return { observe: (outcome, seconds) => histogram.observe({ outcome }, seconds) };
};

/** The product's own instruments in the registry (HTTP and scrape-time gauges: plugins/metrics.ts). */
export function createAppMetrics(registry: Registry): AppMetrics {
  const registers = [registry];
  const aiCalls = new Counter({
    name: 'ai_calls_total',
    help: 'Calls to the AI provider (retries included in one call), by outcome',
    labelNames: ['outcome'],
    registers,
  });
  const aiDuration = outcomeHistogram(
    registry,
    'ai_call_duration_seconds',
    'Time of one call to the AI provider, retries included, by outcome',
  );
  const jobRuns = new Counter({
    name: 'queue_job_runs_total',
    help: 'Attempts at queue jobs, by queue and outcome (completed or failed)',
    labelNames: ['queue', 'outcome'],
    registers,
  });
  const jobDuration = new Histogram({
    name: 'queue_job_duration_seconds',
    help: 'Time of one attempt at a queue job, by queue and outcome',
    labelNames: ['queue', 'outcome'],
    buckets: WORK_BUCKETS,
    registers,
  });
  const imports = new Counter({
    name: 'feed_imports_total',
    help: 'Import runs of job feeds, by source and status (succeeded, failed, skipped)',
    labelNames: ['source', 'status'],
    registers,
  });
  const importItems = new Counter({
    name: 'feed_import_items_total',
    help: 'Feed items by what the import did with them (created, updated, unchanged, expired, skipped)',
    labelNames: ['source', 'result'],
    registers,
  });
  return {
    ai: {
      observe: (outcome, seconds) => {
        aiCalls.inc({ outcome });
        aiDuration.observe(outcome, seconds);
      },
    },
    resumeParse: outcomeHistogram(
      registry,
      'resume_parse_duration_seconds',
      'Time to parse one uploaded resume in the worker pool, waiting included, by outcome',
    ),
    pdfExport: outcomeHistogram(
      registry,
      'pdf_export_duration_seconds',
      'Time to draw one resume PDF in the worker pool, waiting included, by outcome',
    ),
    jobs: {
      observe: (queue, outcome, seconds) => {
        jobRuns.inc({ queue, outcome });
        jobDuration.observe({ queue, outcome }, seconds);
      },
    },
    imports: {
      observe: (source, { status, ...items }) => {
        imports.inc({ source, status });
        for (const [result, count] of Object.entries(items))
          if (count > 0) importItems.inc({ source, result }, count);
      },
    },
  };
}
