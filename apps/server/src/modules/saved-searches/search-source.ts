import type { SavedSearchQuery } from '@yonder/contract/saved-searches';
import { sql } from 'drizzle-orm';
import { queryRows } from '#db/query-rows.ts';
import type { Executor } from '#db/client.ts';
import { withSalaryInUsd } from '../exchange-rates/rates.ts';
import { allConditions, searchConditions } from '../jobs/search-query.ts';
import type { AlertJobRow, AlertSource } from './alert-source.ts';

/**
 * The job search's own conditions (keyword, filters, not expired) for a saved query; a salary
 * range saved in another currency is compared in yearly US dollars at the newest rates.
 */
const conditionsOf = async (db: Executor, query: SavedSearchQuery, now: Date) =>
  allConditions(
    searchConditions({ ...(await withSalaryInUsd(db, query)), page: 1, page_size: 1 }, now),
  );

/** A saved job search: its jobs are the job search's, read through the same indexes. */
export const searchSource: AlertSource = {
  findNewJobs: async ({ db, savedSearchId, query, postedAfter, now, limit }) =>
    queryRows<AlertJobRow>(
      db,
      sql`select j.id, j.title, c.name as company_name, j.salary_min, j.salary_max,
            j.salary_currency, j.salary_period
          from jobs j join companies c on c.id = j.company_id
          where ${await conditionsOf(db, query, now)} and j.posted_at > ${postedAfter.toISOString()}
            and not exists (select 1 from saved_search_alerted_jobs a
              where a.saved_search_id = ${savedSearchId} and a.job_id = j.id)
          order by j.posted_at desc, j.id desc
          limit ${limit}`,
    ),
  countNewJobs: async ({ db, query, postedAfter, now, cap }) => {
    // Bounded: a common word posted often stops at `cap` instead of counting every match.
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from (select 1 from jobs j
            where ${await conditionsOf(db, query, now)} and j.posted_at > ${postedAfter.toISOString()}
            limit ${cap}) s`,
    );
    return row?.count ?? 0;
  },
};
