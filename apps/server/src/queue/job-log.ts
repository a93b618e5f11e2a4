import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';

/** What every job carries beside its own data: the request that put it in the queue. */
export type JobMeta = { requestId?: string | undefined };

/**
 * The job's log lines carry the id of the request that enqueued it, as that request's lines do.
 * A job a schedule made carries no request (and, from an older schedule, no data at all).
 */
export function jobLog(log: FastifyBaseLogger, job: Job<JobMeta | null>): FastifyBaseLogger {
  const requestId = job.data?.requestId;
  return log.child({
    ...(requestId ? { reqId: requestId } : {}),
    jobId: job.id,
    queue: job.name,
  });
}
