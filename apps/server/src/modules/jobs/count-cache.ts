import type { JobSearchQuery } from '@yonder/contract/jobs';
import { LRUCache } from 'lru-cache';
import type { FacetRow } from './jobs-repository.ts';

/**
 * Facet counts of recent searches. Counting every match of a common word is the one expensive
 * part of a search, and it is the same for every page and sort of that search; the page itself is
 * always read fresh. A count may lag a catalogue change by `ttlMs`.
 */
export type CountCache = LRUCache<string, FacetRow[]>;

export function createCountCache({ ttlMs = 30_000, max = 2_000 } = {}): CountCache {
  return new LRUCache<string, FacetRow[]>({ max, ttl: ttlMs });
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
