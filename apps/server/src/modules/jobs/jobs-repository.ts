import type { JobSearchQuery, JobSort } from '@yonder/contract/jobs';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
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

export const LIST_COLUMNS = sql`j.id, j.title, c.name as company_name, c.logo_url as company_logo_url,
  j.posted_at, j.location, j.skills, j.salary_min, j.salary_max, j.salary_currency, j.salary_period,
  j.remote_type, j.job_type, j.category, j.experience_years, j.is_featured`;

const NEWEST = sql`j.posted_at desc, j.id desc`;

type PageSlice = {
  where: SQL;
  order: SQL;
  limit: number;
  offset: number;
  /**
   * With a keyword: below this many estimated matches per row the page needs, the matches are
   * read through the text index and sorted, rather than found by walking a date index. Walking
   * tests each job it passes, so it is cheap when matches are dense and slow for a word few jobs
   * have (the whole index is walked); the planner cannot see how slow, least of all when each
   * test reads the job's document back from TOAST. Such a slice is planned anew each time.
   */
  textIndexBelow?: number;
};

/** Walking tests the small inline title vector: about what reading a match through its index costs. */
const TITLE_INDEX_BELOW = 100;
/** Walking tests the search document, read back from TOAST: ~15 times a match read through the index. */
const DOCUMENT_INDEX_BELOW = 200;

/**
 * One page of jobs, in two cheap steps. The ids come from an index alone, with no row read: the
 * page indexes carry the filters, the expiry and the title vector, so skipping to a deep page or
 * walking past jobs whose title does not match costs index entries only. Then the page's own rows
 * are read with their companies.
 */
async function readSlice(db: Executor, { where, order, limit, offset, textIndexBelow }: PageSlice) {
  if (limit <= 0) return [];
  const idsQuery = sql`select j.id from jobs j where ${where} order by ${order} limit ${limit} offset ${offset}`;
  let ids: { id: string }[];
  if (textIndexBelow === undefined) {
    ids = await queryPrepared<{ id: string }>(db, idsQuery);
  } else {
    const isRare = (await estimateRows(db, where)) < textIndexBelow * (offset + limit);
    if (isRare) await setWalks(db, 'off');
    ids = await queryRows<{ id: string }>(db, idsQuery);
    if (isRare) await setWalks(db, 'on');
  }
  if (ids.length === 0) return [];
  const rows = await queryPrepared<JobListRow>(
    db,
    sql`select ${LIST_COLUMNS} from jobs j join companies c on c.id = j.company_id
        where j.id = any(${`{${ids.map((row) => row.id).join(',')}}`}::uuid[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((row) => byId.get(row.id) ?? []);
}

/** The planner's estimate of the jobs matching `where`, from the statistics: nothing is read. */
async function estimateRows(db: Executor, where: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) select 1 from jobs j where ${where}`,
  );
  return row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/**
 * Only bitmap scans (through the text index, here), for the rest of the transaction or until
 * turned back on: no walk of a date index, and no sequential scan, which would read every job's
 * document back from TOAST.
 */
async function setWalks(db: Executor, value: 'on' | 'off'): Promise<void> {
  await db.execute(
    sql`select set_config('enable_indexscan', ${value}, true),
      set_config('enable_indexonlyscan', ${value}, true), set_config('enable_seqscan', ${value}, true)`,
  );
}

async function countRows(db: Executor, where: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from jobs j where ${where}`,
  );
  return row?.count ?? 0;
}

/**
 * A page of search results, read inside a transaction (the plan choices are set for it alone).
 * By relevance, jobs whose title matches come first and the others after, each tier newest
 * first; a tier is walked down its date index only as far as the page needs, so a common word
 * costs about as much as a rare one, and a rare one is read through its text index. The second
 * tier is read only when the page reaches past the first.
 */
export async function findJobPage(
  db: Transaction,
  conditions: SearchConditions,
  { page, page_size: pageSize }: Pick<JobSearchQuery, 'page' | 'page_size'>,
  sort: JobSort,
): Promise<JobListRow[]> {
  const { tsQuery } = conditions;
  const where = allConditions(conditions);
  const slice = {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ...(tsQuery && { textIndexBelow: DOCUMENT_INDEX_BELOW }),
  };
  if (sort === 'salary') {
    const order = sql`coalesce(j.salary_annual_usd_max, j.salary_annual_usd_min) desc nulls last, ${NEWEST}`;
    return readSlice(db, { ...slice, where, order });
  }
  if (sort !== 'relevance' || !tsQuery) return readSlice(db, { ...slice, where, order: NEWEST });

  // A title match is a match of the whole document too (the title is its first part), so the
  // first tier reads only the small inline title vector, never the large document.
  const inTitle = sql`j.title_vector @@ (${tsQuery})`;
  const titleTier = sql`${inTitle} and ${allConditions(conditions, { withoutKeyword: true })}`;
  const first = await readSlice(db, {
    ...slice,
    where: titleTier,
    order: NEWEST,
    textIndexBelow: TITLE_INDEX_BELOW,
  });
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
