import type { JobSearchQuery } from '@yonder/contract/jobs';
import { LRUCache } from 'lru-cache';
import type { FacetRow } from './jobs-repository.ts';

type Count = () => Promise<FacetRow[]>;

/**
 * Facet counts of recent searches. Counting every match of a common word is the one expensive
 * part of a search, and it is the same for every page and sort of that search; the page itself is
 * always read fresh. A count may lag a catalogue change by `ttlMs`. Searches that need the same
 * count at the same moment share one query: when a popular count runs out, the database counts it
 * once, not once per waiting search.
 */
export type CountCache = LRUCache<string, FacetRow[], Count>;

export function createCountCache({ ttlMs = 30_000, max = 2_000 } = {}): CountCache {
  return new LRUCache<string, FacetRow[], Count>({
    max,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

/** Everything that changes the counts, and nothing that does not (page, page size, sort). */
export function countKey(query: JobSearchQuery): string {
  return JSON.stringify([
    query.keyword?.toLowerCase() ?? '',
    query.category ?? '',
    query.remote_type ?? '',
    query.salary_min ?? '',
    query.salary_max ?? '',
  ]);
}

/** The counts of a search: from the cache when there is one, else counted now. */
export async function facetCounts(
  counts: CountCache | undefined,
  query: JobSearchQuery,
  count: Count,
): Promise<FacetRow[]> {
  if (!counts) return count();
  return (await counts.fetch(countKey(query), { context: count })) ?? count();
}
