import type { AdminJobs } from '@yonder/contract/admin';
import type { PgBoss } from 'pg-boss';
import type { Executor } from '../db/client.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { countJobsPerQueue, findFailedJobs, findJobState } from './jobs-repository.ts';

const RECENT_FAILED = 50;

/** Per queue what waits, runs, retries and failed, and the jobs whose last attempt failed. */
export async function listJobQueues({ db }: { db: Executor }): Promise<AdminJobs> {
  const [queues, failed] = await Promise.all([
    countJobsPerQueue(db),
    findFailedJobs(db, RECENT_FAILED),
  ]);
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  return {
    queues: queues.map(({ lastCompletedAt, ...counts }) => ({
      ...counts,
      last_completed_at: iso(lastCompletedAt),
    })),
    failed: failed.map((job) => ({
      id: job.id,
      queue: job.queue,
      state: job.state,
      error: job.error,
      attempts: job.attempts,
      created_at: new Date(job.createdAt).toISOString(),
      failed_at: iso(job.failedAt),
      next_attempt_at: iso(job.nextAttemptAt),
    })),
  };
}

/** Puts a failed job back in its queue to run again; any other state is left alone (409). */
export async function retryFailedJob({
  db,
  boss,
  id,
}: {
  db: Executor;
  boss: PgBoss;
  id: string;
}): Promise<void> {
  const job = await findJobState(db, id);
  if (!job) throw notFound('queueJobNotFound');
  if (job.state !== 'failed') throw new AppError(409, 'queueJobNotFailed');
  await boss.retry(job.queue, id);
}
