import { JOB_PAGE_SIZE_MAX } from '@yonder/contract/jobs-constants';
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { findMatches } from '../matching/matching-service.ts';
import type { AlertJobRow, AlertSource } from './alert-source.ts';

/** A recommendation good enough to mail: one the person can be hired for, scoring at least this. */
const MIN_ALERT_SCORE = 50;

type Options = Omit<Parameters<AlertSource['countNewJobs']>[0], 'cap'>;

/**
 * The person's recommendations among the jobs posted after `postedAfter`, best first: those they
 * can be hired for and that score well (the matching tab's ranking, within the saved filters).
 */
async function recommendedJobs({ db, userId, query, postedAfter, now }: Options) {
  const { items } = await findMatches({
    // The alert's transaction: matching reads through it like any executor.
    db: db as Database,
    userId,
    query: { ...query, page: 1, page_size: JOB_PAGE_SIZE_MAX },
    now,
    language: 'en',
    postedAfter,
  });
  return items.filter((item) => item.match.is_eligible && item.match.score >= MIN_ALERT_SCORE);
}

/** "My recommendations" saved searches: new jobs that matching recommends to the user. */
export const matchesSource: AlertSource = {
  findNewJobs: async (options) => {
    const jobs = await recommendedJobs(options);
    if (jobs.length === 0) return [];
    const mailed = new Set(
      (
        await queryRows<{ job_id: string }>(
          options.db,
          sql`select job_id from saved_search_alerted_jobs
              where saved_search_id = ${options.savedSearchId}
                and job_id = any(${`{${jobs.map((job) => job.id).join(',')}}`}::uuid[])`,
        )
      ).map((row) => row.job_id),
    );
    return jobs
      .filter((job) => !mailed.has(job.id))
      .slice(0, options.limit)
      .map((job): AlertJobRow => ({
        id: job.id,
        title: job.title,
        company_name: job.company_name,
        salary_min: job.salary_min,
        salary_max: job.salary_max,
        salary_currency: job.currency,
        salary_period: job.salary_period,
      }));
  },
  countNewJobs: async (options) => Math.min(options.cap, (await recommendedJobs(options)).length),
};
