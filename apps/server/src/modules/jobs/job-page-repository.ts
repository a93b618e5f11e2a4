import type { JobSearchQuery, JobSort } from '@yonder/contract/jobs';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '#db/client.ts';
import { queryPrepared, queryRows } from '#db/query-rows.ts';
import { LIST_COLUMNS, type JobListRow } from './jobs-repository.ts';
import { allConditions, type SearchConditions } from './search-query.ts';

/** Fresh jobs first (stale ones sink, see job-provenance.ts), each newest first. */
const NEWEST = sql`j.is_stale, j.posted_at desc, j.id desc`;

/**
 * How a keyword slice finds its matches in date order. Walking a date index tests each job it
 * passes: cheap when matches are dense, slow when they are sparse (for a word no job has, the
 * whole index), and the planner cannot see how slow, least of all when each test reads the job's
 * document back from TOAST; its estimates of multi-word and Chinese queries are often far off.
 * So a walk is tried only when the planner expects it to meet twice the matches the page needs,
 * and it passes a bounded number of jobs; past that, or when matches are expected to be sparse,
 * the matches are read through the text index and sorted, which costs one read per match.
 */
type KeywordPlan = {
  /**
   * Where the walk goes: the chosen category or remote type, the first column of a date index.
   * Nothing else, so that every job walked is an entry of that index: a walk passing through
   * jobs other conditions leave out would have no bound.
   */
  path: SQL;
  /** Jobs a walk may pass per row the page needs. */
  stepsPerRow: number;
  maxSteps: number;
};

/** The title vector is inline, in the date indexes: a step of the walk costs an index entry. */
const TITLE_PLAN = { stepsPerRow: 200, maxSteps: 4_000 };
/** The document is read back from TOAST: a step costs a few page reads. */
const DOCUMENT_PLAN = { stepsPerRow: 20, maxSteps: 1_000 };

/** What a walk hands on: the columns every condition of a search reads. */
const WALK_COLUMNS = sql`j.id, j.is_stale, j.posted_at, j.expires_at, j.category, j.remote_type,
  j.salary_annual_usd_min, j.salary_annual_usd_max, j.title_vector, j.search_vector`;

type PageSlice = {
  where: SQL;
  order: SQL;
  limit: number;
  offset: number;
  /** With a keyword: how to find the matches in date order, or `textIndex` for any other order. */
  keyword?: KeywordPlan | 'textIndex';
};

async function readIds(db: Executor, { where, order, limit, offset, keyword }: PageSlice) {
  const query = sql`select j.id from jobs j where ${where} order by ${order} limit ${limit} offset ${offset}`;
  // Without a keyword the plan is always the same: prepared once per connection.
  if (!keyword) return queryPrepared<{ id: string }>(db, query);
  if (keyword !== 'textIndex') {
    const needed = offset + limit;
    const steps = Math.min(keyword.maxSteps, keyword.stepsPerRow * needed);
    if ((await expectedMatches(db, where, keyword.path, steps)) >= 2 * needed) {
      const walked = await queryRows<{ id: string }>(
        db,
        sql`select j.id from (select ${WALK_COLUMNS} from jobs j where ${keyword.path}
              order by ${order} limit ${steps}) j
            where ${where} order by ${order} limit ${limit} offset ${offset}`,
      );
      if (walked.length === limit) return walked;
    }
  }
  await setWalks(db, 'off');
  const ids = await queryRows<{ id: string }>(db, query);
  await setWalks(db, 'on');
  return ids;
}

/**
 * One page of jobs, in two steps: the ids (from an index alone when there is no keyword: the page
 * indexes carry the filters, the expiry and the title vector, so skipping to a deep page costs
 * index entries only), then the page's own rows with their companies.
 */
async function readSlice(db: Executor, slice: PageSlice) {
  if (slice.limit <= 0) return [];
  const ids = await readIds(db, slice);
  return findListRows(
    db,
    ids.map((row) => row.id),
  );
}

/** The cards of the jobs `ids` names, in that order; a job that is gone is left out. */
export async function findListRows(db: Executor, ids: string[]): Promise<JobListRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryPrepared<JobListRow>(
    db,
    sql`select ${LIST_COLUMNS} from jobs j join companies c on c.id = j.company_id
        where j.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many matches the planner expects among the first `steps` jobs of the walk's path. */
async function expectedMatches(db: Executor, where: SQL, path: SQL, steps: number) {
  const matches = await estimateRows(db, where);
  const walkable = await estimateRows(db, path);
  return (matches / Math.max(1, walkable)) * steps;
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
  const slice = { limit: pageSize, offset: (page - 1) * pageSize };
  if (sort === 'salary') {
    const order = sql`coalesce(j.salary_annual_usd_max, j.salary_annual_usd_min) desc nulls last, ${NEWEST}`;
    return readSlice(db, { ...slice, where, order, ...(tsQuery && { keyword: 'textIndex' }) });
  }
  const filters = allConditions(conditions, { withoutKeyword: true });
  const path = conditions.category ?? conditions.remoteType ?? sql`true`;
  const documentPlan = { ...DOCUMENT_PLAN, path };
  if (sort !== 'relevance' || !tsQuery) {
    return readSlice(db, {
      ...slice,
      where,
      order: NEWEST,
      ...(tsQuery && { keyword: documentPlan }),
    });
  }

  // A title match of the keyword as typed is a match of the whole document too (the title is its
  // first part, and the widened query holds the typed one), so the first tier reads only the small
  // inline title vector, never the large document. Synonyms and compound parts rank after it.
  const inTitle = sql`j.title_vector @@ (${conditions.exactTsQuery ?? tsQuery})`;
  const titleTier = sql`${inTitle} and ${filters}`;
  const first = await readSlice(db, {
    ...slice,
    where: titleTier,
    order: NEWEST,
    keyword: { ...TITLE_PLAN, path },
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
    keyword: documentPlan,
  });
  return [...first, ...rest];
}
