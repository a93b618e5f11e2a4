import { createHash } from 'node:crypto';
import {
  JOB_CATEGORIES,
  REMOTE_TYPES,
  type AddFavoriteJob,
  type FacetCount,
  type FavoriteJobs,
  type JobDetail,
  type JobSearchQuery,
  type JobSearchResult,
} from '@yonder/contract/jobs';
import type { Database } from '#db/client.ts';
import { forbidden, notFound } from '#lib/errors.ts';
import { insertJobActivities } from '../activity/activity-repository.ts';
import {
  findFavoriteStatus,
  jobExists,
  listSavedFavorites,
  saveFavorites,
  upsertFavorite,
} from './favorites-repository.ts';
import { followBookmark } from '../applications/tracking-service.ts';
import { toFavoriteJob, toJobDetail, toJobListItem } from './job-view.ts';
import { findJobPage, findListRows } from './job-page-repository.ts';
import { findJobDetail, recordJobView, type JobListRow } from './jobs-repository.ts';
import { countFacetCells, type FacetCell } from './facets-repository.ts';
import { keywordParts, searchConditions } from './search-query.ts';
import type { SearchIndex } from './search-index.ts';
import type { SearchEngine } from './search-engine.ts';
import {
  facetCounts,
  knownCounts,
  rememberCounts,
  type CountCache,
  type FacetCounts,
} from './count-cache.ts';
import { withSearchTimeout, type SearchLoad } from './search-limits.ts';

/**
 * Every option of a group, in the contract's order, with its count (0 when none match): the cells
 * of the other group's chosen option (all of them when none is chosen), added up.
 */
function facet(
  cells: FacetCell[],
  group: 'category' | 'remote_type',
  values: readonly string[],
  otherChosen: string | undefined,
): FacetCount[] {
  const other = group === 'category' ? 'remote_type' : 'category';
  const counts = new Map<string, number>();
  for (const cell of cells) {
    if (otherChosen && cell[other] !== otherChosen) continue;
    counts.set(cell[group], (counts.get(cell[group]) ?? 0) + cell.count);
  }
  return values.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

export async function searchJobs({
  db,
  query,
  now,
  counts,
  load,
  index,
  engine,
  timeoutMs,
}: {
  db: Database;
  query: JobSearchQuery;
  now: Date;
  counts?: CountCache | undefined;
  /** How busy search is; without it, every count is exact. */
  load?: SearchLoad | undefined;
  /** Keyword searches under load are answered from it (search-index.ts). */
  index?: SearchIndex | undefined;
  /** Every search answered from memory (search-engine.ts); without it, by the database. */
  engine?: SearchEngine | undefined;
  /** Each statement's time limit; past it the search answers 503. */
  timeoutMs: number;
}): Promise<JobSearchResult> {
  if (engine) return searchWithEngine({ db, query, now, engine, timeoutMs });
  if (query.open_to || query.timezone) throw new Error('"open to me" needs the search engine');
  const conditions = searchConditions(query, now);
  const sort = query.sort ?? (conditions.tsQuery ? 'relevance' : 'newest');
  // Under load, a keyword search whose counts are not known is answered from the index of
  // terms; one whose counts are known reads only its page, which the database does best.
  const isBusy = load?.isBusy() ?? false;
  if (isBusy) index?.prepare(db);
  const parts = index && isBusy && !knownCounts(counts, query) ? keywordParts(query.keyword) : [];
  const [rows, { cells, isCapped }] =
    index && parts.length > 0
      ? await index
          .search({
            db,
            run: (read) => withSearchTimeout(db, timeoutMs, read),
            parts,
            query,
            sort,
            now,
          })
          .then(async ({ cells, ids }): Promise<[JobListRow[], FacetCounts]> => {
            const found = { cells, isCapped: false };
            rememberCounts(counts, query, found);
            return [await findListRows(db, ids), found];
          })
      : await Promise.all([
          withSearchTimeout(db, timeoutMs, (tx) => findJobPage(tx, conditions, query, sort)),
          facetCounts({
            cache: counts,
            load,
            query,
            count: (options) =>
              withSearchTimeout(db, timeoutMs, (tx) => countFacetCells(tx, conditions, options)),
          }),
        ]);
  const category = facet(cells, 'category', JOB_CATEGORIES, query.remote_type);
  const remoteType = facet(cells, 'remote_type', REMOTE_TYPES, query.category);
  // The category counts already apply the remote-type filter; adding the chosen category's gives
  // the number of jobs matching every filter.
  const total = category
    .filter((entry) => !query.category || entry.value === query.category)
    .reduce((sum, entry) => sum + entry.count, 0);
  return {
    items: rows.map(toJobListItem),
    total,
    page: query.page,
    page_size: query.page_size,
    sort,
    is_count_capped: isCapped,
    corrected_keyword: null,
    facets: { category, remote_type: remoteType },
  };
}

/** A term's first read may take this many times a search's limit. */
const TERM_READ_TIMEOUTS = 5;

/** A search answered by the in-memory engine: the counts always exact, only the cards read. */
async function searchWithEngine({
  db,
  query,
  now,
  engine,
  timeoutMs,
}: {
  db: Database;
  query: JobSearchQuery;
  now: Date;
  engine: SearchEngine;
  timeoutMs: number;
}): Promise<JobSearchResult> {
  const sort = query.sort ?? (query.keyword ? 'relevance' : 'newest');
  const answer = await engine.search({
    db,
    // A term's matches are read once and shared by every search after: a common word on a large
    // catalogue may take longer than one search's limit the first time.
    run: (read) => withSearchTimeout(db, timeoutMs * TERM_READ_TIMEOUTS, read),
    query,
    sort,
    now,
  });
  const cards = await engine.cards(db, answer.ids);
  const category = facet(answer.cells, 'category', JOB_CATEGORIES, query.remote_type);
  const remoteType = facet(answer.cells, 'remote_type', REMOTE_TYPES, query.category);
  const total = category
    .filter((entry) => !query.category || entry.value === query.category)
    .reduce((sum, entry) => sum + entry.count, 0);
  return {
    items: cards.map((item) => {
      const hire = answer.hire?.get(item.id);
      if (!hire) return item;
      return {
        ...item,
        hire: { status: hire.status, country: hire.country, overlap_hours: hire.overlapHours },
      };
    }),
    total,
    page: query.page,
    page_size: query.page_size,
    sort,
    is_count_capped: false,
    corrected_keyword: answer.correctedKeyword,
    facets: { category, remote_type: remoteType },
  };
}

/** A guest is counted by a hash of their address; nothing personal is stored. */
function viewerKey(viewer: { userId: string | null; ip: string }): string {
  if (viewer.userId) return `user:${viewer.userId}`;
  return `ip:${createHash('sha256').update(viewer.ip).digest('hex').slice(0, 32)}`;
}

export async function getJob({
  db,
  id,
  viewer,
  now,
}: {
  db: Database;
  id: string;
  viewer: { userId: string | null; ip: string };
  now: Date;
}): Promise<JobDetail> {
  const row = await findJobDetail(db, id);
  if (!row) throw notFound('jobNotFound');
  const counted = await recordJobView(db, {
    jobId: id,
    viewerKey: viewerKey(viewer),
    day: now.toISOString().slice(0, 10),
  });
  if (counted) row.view_count += 1;
  return toJobDetail(row);
}

/**
 * Saves or un-saves a bookmark; the tracker follows it (saved: a `wishlist` application; removed:
 * that application goes while it is still in `wishlist`).
 */
export async function saveFavorite({
  db,
  userId,
  input,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  input: AddFavoriteJob;
  now?: Date;
}): Promise<void> {
  // The spec's client sends its own user id; it may only ever be the caller's.
  if (input.user_id && input.user_id !== userId) throw forbidden();
  if (!(await jobExists(db, input.job_id))) throw notFound('jobNotFound');
  await db.transaction(async (tx) => {
    const before = await findFavoriteStatus(tx, { userId, jobId: input.job_id });
    await upsertFavorite(tx, userId, input);
    // Saving a saved job again is no new activity.
    if (input.status === 'saved' && before !== 'saved')
      await insertJobActivities(tx, { userId, kind: 'job_saved', jobIds: [input.job_id], now });
  });
  await followBookmark({ db, userId, now, jobId: input.job_id, saved: input.status === 'saved' });
}

/** A guest's bookmarks, kept by the browser, join the account they sign in to. */
export async function importFavorites({
  db,
  userId,
  jobIds,
  now,
}: {
  db: Database;
  userId: string;
  jobIds: string[];
  now?: Date;
}): Promise<{ saved: number }> {
  const moment = now ?? new Date();
  const saved = await db.transaction(async (tx) => {
    const ids = await saveFavorites(tx, userId, [...new Set(jobIds)]);
    await insertJobActivities(tx, { userId, kind: 'job_saved', jobIds: ids, now: moment });
    return ids;
  });
  for (const jobId of saved) await followBookmark({ db, userId, now: moment, jobId, saved: true });
  return { saved: saved.length };
}

export async function listFavorites({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<FavoriteJobs> {
  const rows = await listSavedFavorites(db, userId);
  return { items: rows.map(toFavoriteJob), total: rows.length };
}
