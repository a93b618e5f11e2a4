import type { AdminJobs } from '@yonder/contract/admin';
import type { PgBoss } from 'pg-boss';
import type { Executor } from '../db/client.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { countJobsPerQueue, findFailedJobs, findJobState } from './jobs-repository.ts';

const RECENT_FAILED = 50;

/** Per queue what waits, runs and failed, and the latest failed jobs with their errors. */
export async function listJobQueues({ db }: { db: Executor }): Promise<AdminJobs> {
  const [queues, failed] = await Promise.all([
    countJobsPerQueue(db),
    findFailedJobs(db, RECENT_FAILED),
  ]);
  return {
    queues,
    failed: failed.map((job) => ({
      id: job.id,
      queue: job.queue,
      error: job.error,
      attempts: job.attempts,
      created_at: new Date(job.createdAt).toISOString(),
      failed_at: job.failedAt ? new Date(job.failedAt).toISOString() : null,
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
