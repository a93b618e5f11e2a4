import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  fromDrizzle,
  type DrizzleTransactionLike,
  type Job,
  type JobResult,
  type PgBoss,
  type SendOptions,
  type WorkOptions,
} from 'pg-boss';
import type { Config } from '../config/env.ts';
import type { Executor } from '../db/client.ts';
import type { JobRecorder } from '../lib/metrics.ts';
import { countUnsettledJobs } from './jobs-repository.ts';
import type { JobMeta } from './job-log.ts';
import { queuePolicies, type QueueName } from './queues.ts';

export type JobQueue = {
  boss: PgBoss;
  /** Creates pg-boss's schema when missing and every queue with its policy; once. */
  start: () => Promise<void>;
  /**
   * Puts a job in the queue through the executor: inside the caller's transaction it exists only
   * if that transaction commits. Call `wake` once it has.
   */
  send: <T extends JobMeta>(
    executor: Executor,
    name: QueueName,
    data: T,
    options?: SendOptions,
  ) => Promise<string | null>;
  /** Asks this process's workers of the queue to fetch now rather than at their next poll. */
  wake: (name: QueueName) => void;
  /** Runs the handler for the jobs of the queue, up to ten at once per worker. */
  work: <T extends JobMeta>(
    name: QueueName,
    options: Pick<WorkOptions, 'localConcurrency'>,
    handler: (job: Job<T>) => Promise<void>,
  ) => Promise<void>;
  /** Resolves once no job of the queue is ready or running (tests, development tools). */
  settle: (name: QueueName, timeoutMs?: number) => Promise<void>;
  /** Running jobs finish (within the stop timeout) or are handed back to the queue; once. */
  stop: () => Promise<void>;
};

/** What a failed job keeps: the message an operator reads, and the stack. */
const errorOutput = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };

export function createJobQueue({
  boss,
  db,
  config,
  log,
  metrics,
}: {
  boss: PgBoss;
  db: Executor;
  config: Config['queue'];
  log: FastifyBaseLogger;
  metrics?: JobRecorder;
}): JobQueue {
  const workers = new Map<QueueName, string[]>();
  let started: Promise<void> | null = null;
  let stopped: Promise<void> | null = null;

  const wake = (name: QueueName) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };

  return {
    boss,
    start: () => {
      started ??= (async () => {
        // Instances starting together on a new database race to create pg-boss's schema; the
        // loser's next attempt finds it made.
        await boss.start({ attempts: 5 });
        for (const [name, policy] of Object.entries(queuePolicies(config))) {
          await boss.createQueue(name, policy);
          // createQueue leaves an existing queue as it was: bring its policy up to date.
          const { policy: _policy, ...options } = policy;
          await boss.updateQueue(name, options);
        }
      })();
      return started;
    },
    send: (executor, name, data, options = {}) =>
      // Both drivers answer `{ rows }`; the shared Executor type cannot say so (see queryRows).
      boss.send(name, data, {
        ...options,
        db: fromDrizzle(executor as unknown as DrizzleTransactionLike, sql),
      }),
    wake,
    work: async (name, options, handler) => {
      // Up to ten jobs a fetch, run together and settled each on its own: one refused mail fails
      // only itself. A full batch is followed by another fetch at once, so a backlog drains
      // without waiting for polls.
      const id = await boss.work<JobMeta>(
        name,
        {
          ...options,
          pollingIntervalSeconds: config.pollSeconds,
          batchSize: 10,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        (jobs) =>
          Promise.all(
            jobs.map(async (job): Promise<JobResult> => {
              const started = performance.now();
              const record = (outcome: 'completed' | 'failed') =>
                metrics?.observe(name, outcome, (performance.now() - started) / 1000);
              try {
                await handler(job as Job<never>);
                record('completed');
                return { id: job.id, status: 'completed' };
              } catch (error) {
                record('failed');
                // Operators see it here and in the console's queue view, with the attempt: the
                // queue's policy decides whether another one follows.
                log.error(
                  { err: error, queue: name, jobId: job.id, attempt: job.retryCount + 1 },
                  'job attempt failed',
                );
                return { id: job.id, status: 'failed', output: errorOutput(error) };
              }
            }),
          ),
      );
      workers.set(name, [...(workers.get(name) ?? []), id]);
    },
    settle: async (name, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while ((await countUnsettledJobs(db, name)) > 0) {
        if (Date.now() > deadline) throw new Error(`the ${name} queue did not settle`);
        wake(name);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: () => {
      stopped ??= (async () => {
        if (!started) return;
        await started.catch(() => {});
        const begun = Date.now();
        await boss.stop({ graceful: true, timeout: config.stopTimeoutMs, close: false });
        log.info({ ms: Date.now() - begun }, 'job queue stopped');
      })();
      return stopped;
    },
  };
}
