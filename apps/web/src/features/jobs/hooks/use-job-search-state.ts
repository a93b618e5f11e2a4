import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  fromSearchQuery,
  NO_FILTERS,
  parseSearchParams,
  writeSearchParams,
  type JobFilter,
  type JobSearchState,
  type SearchQuery,
} from '../utils/search-state';

/**
 * The job search held in the URL. Every change is a new history entry (the back button steps
 * back through searches) and, but for a page change, starts again at page 1 (spec section 4).
 */
export function useJobSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);

  const searchFor = useCallback(
    (patch: Partial<JobSearchState>) => {
      const search = writeSearchParams({ ...state, page: 1, ...patch }, params).toString();
      return search ? `?${search}` : '';
    },
    [params, state],
  );
  const update = useCallback(
    (patch: Partial<JobSearchState>, options?: { replace?: boolean }) =>
      setParams(writeSearchParams({ ...state, page: 1, ...patch }, params), options),
    [params, setParams, state],
  );

  return {
    state,
    submitKeyword: (keyword: string) => update({ keyword: keyword.trim() }),
    /** Single choice: choosing the selected option clears the group. */
    toggleFilter: <K extends JobFilter>(filter: K, value: NonNullable<JobSearchState[K]>) =>
      update({ [filter]: state[filter] === value ? null : value }),
    clearFilters: () => update(NO_FILTERS),
    setSort: (sort: JobSearchState['sort']) => update({ sort }),
    /** "Open to me": a country (or `any`, off) and a time zone. */
    setPlace: (place: { openTo: string; timezone: string | null }) => update(place),
    /** The `search` part of the URL of another page of these results. */
    pageSearch: (page: number) => searchFor({ page }),
    replacePage: (page: number) => update({ page }, { replace: true }),
    /** Replaces the whole search (keyword, filters, sort) with the query's: a saved search opened. */
    applyQuery: (query: SearchQuery) => update(fromSearchQuery(query)),
  };
}

export type JobSearchControls = ReturnType<typeof useJobSearchState>;
