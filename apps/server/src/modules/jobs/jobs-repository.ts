import type { JobSearchQuery, JobSort } from '@yonder/contract/jobs';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryPrepared, queryRows } from '../../db/query-rows.ts';
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

const NEWEST = sql`j.posted_at desc, j.id desc`;

/**
 * Runs a query with the GIN index. The planner finds a sequential scan cheap for a common word:
 * it cannot see that such a scan reads every job's search document back from TOAST storage, which
 * costs far more than the index.
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

type PageSlice = {
  where: SQL;
  order: SQL;
  limit: number;
  offset: number;
  /**
   * Whether the ids query may keep one plan. Not with a keyword: how common the word is decides
   * between walking the date index and reading the text index, so each search is planned anew.
   */
  isPlanReusable: boolean;
};

/**
 * One page of jobs, in two cheap steps. The ids come from an index alone, with no row read: the
 * page indexes carry the filters, the expiry and the title vector, so skipping to a deep page or
 * walking past jobs whose title does not match costs index entries only. Then the page's own rows
 * are read with their companies.
 */
async function readSlice(db: Executor, { where, order, limit, offset, isPlanReusable }: PageSlice) {
  if (limit <= 0) return [];
  const ids = await (isPlanReusable ? queryPrepared : queryRows)<{ id: string }>(
    db,
    sql`select j.id from jobs j where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
  if (ids.length === 0) return [];
  const rows = await queryPrepared<JobListRow>(
    db,
    sql`select ${LIST_COLUMNS} from jobs j join companies c on c.id = j.company_id
        where j.id = any(${`{${ids.map((row) => row.id).join(',')}}`}::uuid[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((row) => byId.get(row.id) ?? []);
}

async function countRows(db: Executor, where: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from jobs j where ${where}`,
  );
  return row?.count ?? 0;
}

/**
 * A page of search results. By relevance, jobs whose title matches come first and the others
 * after, each tier newest first; a tier is walked down its date index only as far as the page
 * needs, so a common word costs about as much as a rare one. The second tier is read only when
 * the page reaches past the first.
 */
export async function findJobPage(
  db: Executor,
  conditions: SearchConditions,
  { page, page_size: pageSize }: Pick<JobSearchQuery, 'page' | 'page_size'>,
  sort: JobSort,
): Promise<JobListRow[]> {
  const { tsQuery } = conditions;
  const where = allConditions(conditions);
  const slice = { limit: pageSize, offset: (page - 1) * pageSize, isPlanReusable: !tsQuery };
  if (sort === 'salary') {
    const order = sql`coalesce(j.salary_annual_usd_max, j.salary_annual_usd_min) desc nulls last, ${NEWEST}`;
    return readSlice(db, { ...slice, where, order });
  }
  if (sort !== 'relevance' || !tsQuery) return readSlice(db, { ...slice, where, order: NEWEST });

  // A title match is a match of the whole document too (the title is its first part), so the
  // first tier reads only the small inline title vector, never the large document.
  const inTitle = sql`j.title_vector @@ (${tsQuery})`;
  const titleTier = sql`${inTitle} and ${allConditions(conditions, { withoutKeyword: true })}`;
  const first = await readSlice(db, { ...slice, where: titleTier, order: NEWEST });
  if (first.length === pageSize) return first;
  // The page reaches past the title matches: how many there are says where the rest begins.
  const titleMatches =
    first.length > 0 ? slice.offset + first.length : await countRows(db, titleTier);
  const rest = await readSlice(db, {
    ...slice,
    where: sql`not (${inTitle}) and ${where}`,
    order: NEWEST,
    limit: pageSize - first.length,
    offset: Math.max(0, slice.offset - titleMatches),
  });
  return [...first, ...rest];
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

/**
 * After a bulk write: fresh planner statistics, and the visibility map the index-only page reads
 * need. The embedded database has no autovacuum to do it; on PostgreSQL it comes sooner this way.
 */
export async function refreshJobStatistics(db: Executor): Promise<void> {
  await db.execute(sql`vacuum (analyze) jobs, companies`);
}
