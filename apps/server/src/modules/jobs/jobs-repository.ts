import type { JobSearchQuery, JobSort } from '@yonder/contract/jobs';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { allConditions, type SearchConditions } from './search-query.ts';

/** What a job card needs, straight from SQL. */
export type JobListRow = {
  id: string;
  title: string;
  company_name: string;
  company_logo_url: string | null;
  posted_at: Date | string;
  location: string | null;
  skills: string[];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  remote_type: string;
  job_type: string;
  category: string;
  experience_years: number | null;
  is_featured: boolean;
};

export type JobDetailRow = JobListRow & {
  remote_regions: string[];
  remote_timezones: string[];
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  view_count: number;
  applicants_count: number;
  application_url: string | null;
  company_website: string | null;
  company_size: string | null;
  company_industry: string | null;
  language: string;
  source: string;
  source_attribution_url: string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
};

export type FacetRow = { facet: 'category' | 'remote_type'; value: string; count: number };

export const LIST_COLUMNS = sql`j.id, j.title, c.name as company_name, c.logo_url as company_logo_url,
  j.posted_at, j.location, j.skills, j.salary_min, j.salary_max, j.salary_currency, j.salary_period,
  j.remote_type, j.job_type, j.category, j.experience_years, j.is_featured`;

function orderBy(sort: JobSort, tsQuery: SQL | null): SQL {
  if (sort === 'relevance' && tsQuery)
    return sql`ts_rank(j.title_vector, ${tsQuery}) desc, j.posted_at desc, j.id desc`;
  if (sort === 'salary')
    return sql`coalesce(j.salary_annual_usd_max, j.salary_annual_usd_min) desc nulls last, j.posted_at desc, j.id desc`;
  return sql`j.posted_at desc, j.id desc`;
}

/**
 * Runs a keyword search with the GIN index. The jobs heap is narrow, so the planner may find a
 * sequential scan cheap for a common word; it cannot see that such a scan reads every job's
 * search document back from TOAST storage, which costs far more than the index.
 */
function withTextIndex<T>(
  db: Executor,
  conditions: SearchConditions,
  run: (executor: Executor) => Promise<T>,
): Promise<T> {
  if (!conditions.tsQuery) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}

export async function findJobPage(
  db: Executor,
  conditions: SearchConditions,
  { page, page_size: pageSize }: Pick<JobSearchQuery, 'page' | 'page_size'>,
  sort: JobSort,
): Promise<JobListRow[]> {
  return withTextIndex(db, conditions, (executor) =>
    queryRows<JobListRow>(
      executor,
      sql`
    select ${LIST_COLUMNS}
    from jobs j join companies c on c.id = j.company_id
    where ${allConditions(conditions)}
    order by ${orderBy(sort, conditions.tsQuery)}
    limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
  );
}

/**
 * Counts per category and per remote type in one pass over the matching jobs. Each group leaves
 * out its own filter, so the panel shows what choosing another option would give.
 */
export async function countFacets(db: Executor, conditions: SearchConditions): Promise<FacetRow[]> {
  return withTextIndex(db, conditions, (executor) =>
    queryRows<FacetRow>(
      executor,
      sql`
    with j as materialized (select j.category, j.remote_type from jobs j where ${conditions.base})
    select 'category' as facet, j.category as value, count(*)::int as count from j
      where ${conditions.remoteType ?? sql`true`} group by j.category
    union all
    select 'remote_type' as facet, j.remote_type as value, count(*)::int as count from j
      where ${conditions.category ?? sql`true`} group by j.remote_type`,
    ),
  );
}

export async function findJobDetail(db: Executor, id: string): Promise<JobDetailRow | null> {
  return queryRows<JobDetailRow>(
    db,
    sql`
    select ${LIST_COLUMNS}, j.remote_regions, j.remote_timezones, j.description, j.requirements,
      j.responsibilities, j.benefits, j.view_count, j.applicants_count, j.application_url,
      c.website as company_website, c.size as company_size, c.industry as company_industry,
      j.language, j.source, j.expires_at, j.created_at,
      (select s.attribution_url from job_sources s
        where s.job_id = j.id and s.attribution_url is not null limit 1) as source_attribution_url
    from jobs j join companies c on c.id = j.company_id
    where j.id = ${id}`,
  ).then((rows) => rows[0] ?? null);
}

/** Counts a view once per viewer and day; answers whether this one counted. */
export async function recordJobView(
  db: Executor,
  { jobId, viewerKey, day }: { jobId: string; viewerKey: string; day: string },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`
    with seen as (
      insert into job_views (job_id, viewer_key, day) values (${jobId}, ${viewerKey}, ${day})
      on conflict do nothing returning job_id)
    update jobs set view_count = view_count + 1 where id in (select job_id from seen) returning id`,
  );
  return rows.length > 0;
}
