import { z } from 'zod';
import { queryInt4 } from './fields.ts';
import { feedbackSchema } from './feedback.ts';

export const ADMIN_PAGE_SIZE_MAX = 100;

export const pageQuerySchema = z.object({
  page: queryInt4().min(1).default(1),
  page_size: queryInt4().min(1).max(ADMIN_PAGE_SIZE_MAX).default(20),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export const adminFeedbackPageSchema = z.object({
  items: z.array(feedbackSchema),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPageSchema>;

/**
 * One queue of the background job queue: jobs waiting, running, waiting to be tried again after a
 * failed attempt, and failed for good; when a job of it last finished.
 */
export const jobQueueCountsSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  running: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
  last_completed_at: z.string().nullable(),
});
export type JobQueueCounts = z.infer<typeof jobQueueCountsSchema>;

/**
 * A job whose last attempt failed, with that attempt's error: `retry` waits for its next attempt
 * (at `next_attempt_at`), `failed` used up its attempts (an operator can run it again).
 */
export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(['retry', 'failed']),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const adminJobsSchema = z.object({
  queues: z.array(jobQueueCountsSchema),
  failed: z.array(failedJobSchema),
});
export type AdminJobs = z.infer<typeof adminJobsSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid() });
export type JobIdParams = z.infer<typeof jobIdParamsSchema>;
