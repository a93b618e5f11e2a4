import type { JobSearchQuery } from '@yonder/contract/jobs';
import { LRUCache } from 'lru-cache';
import type { FacetCell } from './facets-repository.ts';
import type { SearchLoad } from './search-limits.ts';

/** Matches counted while no slot is free; a larger count is shown as "1,000+". */
export const FACET_COUNT_CAP = 1000;

type Count = (options: { cap?: number }) => Promise<FacetCell[]>;

/**
 * Facet counts of recent searches. Counting every match of a common word is the one expensive
 * part of a search, and it is the same for every page, sort, category and remote type of that
 * search; the page itself is always read fresh. A count may lag a catalogue change by `ttlMs`.
 * Searches that need the same count at the same moment share one query: when a popular count
 * runs out, the database counts it once, not once per waiting search.
 */
export type CountCache = {
  results: LRUCache<string, FacetCounts>;
  pending: Map<string, Promise<FacetCounts>>;
};

export function createCountCache({ ttlMs = 30_000, max = 2_000 } = {}): CountCache {
  return { results: new LRUCache({ max, ttl: ttlMs }), pending: new Map() };
}

/** Everything that changes the counts, and nothing that does not (page, sort, category, remote type). */
export function countKey(query: JobSearchQuery): string {
  return JSON.stringify([
    query.keyword?.toLowerCase() ?? '',
    query.salary_min ?? '',
    query.salary_max ?? '',
  ]);
}

export type FacetCounts = {
  cells: FacetCell[];
  /** The cells count only the first matches: each is a lower bound. */
  isCapped: boolean;
};

/** The exact counts of a search, when they are known. */
export function knownCounts(
  cache: CountCache | undefined,
  query: JobSearchQuery,
): FacetCounts | undefined {
  const known = cache?.results.get(countKey(query));
  return known && !known.isCapped ? known : undefined;
}

/** Exact counts found another way (search-index.ts), for the searches that come again. */
export function rememberCounts(
  cache: CountCache | undefined,
  query: JobSearchQuery,
  counts: FacetCounts,
): void {
  cache?.results.set(countKey(query), counts);
}

async function countExact(cache: CountCache | undefined, key: string, count: Count) {
  const counting = count({}).then((cells) => ({ cells, isCapped: false }));
  if (!cache) return counting;
  cache.pending.set(key, counting);
  try {
    const counts = await counting;
    cache.results.set(key, counts);
    return counts;
  } finally {
    cache.pending.delete(key);
  }
}

/**
 * The counts of a search: from the cache when there is one, else every match counted unless
 * search is busy, else the first `FACET_COUNT_CAP` matches, marked as capped when there are more.
 * A capped count is kept too, and counted in full when the search comes again (another page,
 * another filter) while an exact count may run: what people stay with gets its exact count, a
 * stream of distinct searches only ever gets samples.
 */
export async function facetCounts({
  cache,
  load,
  query,
  count,
}: {
  cache?: CountCache | undefined;
  load?: SearchLoad | undefined;
  query: JobSearchQuery;
  count: Count;
}): Promise<FacetCounts> {
  const key = countKey(query);
  const known = cache?.results.get(key);
  if (known && !known.isCapped) return known;
  const pending = cache?.pending.get(key);
  if (pending) return pending;
  const release = load ? load.tryExactCount({ isRepeat: known !== undefined }) : () => {};
  if (release) {
    try {
      return await countExact(cache, key, count);
    } finally {
      release();
    }
  }
  if (known) return known;
  const cells = await count({ cap: FACET_COUNT_CAP });
  const counts = {
    cells,
    isCapped: cells.reduce((sum, cell) => sum + cell.count, 0) > FACET_COUNT_CAP,
  };
  cache?.results.set(key, counts);
  return counts;
}
