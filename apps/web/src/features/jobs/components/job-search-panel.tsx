import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobs } from '../api/get-jobs';
import { usePlaceDefaults } from '../api/get-place-defaults';
import { useJobSearchState } from '../hooks/use-job-search-state';
import { countPages } from '../utils/pagination';
import { browserTimeZone } from '../utils/places';
import { OPEN_TO_ANY, toJobsQuery, type SearchQuery } from '../utils/search-state';
import { OpenToFilter } from './open-to-filter';
import { FilterSheet } from './filter-sheet';
import { FilterSidebar } from './filter-sidebar';
import { JobResults } from './job-results';
import { Pager } from './pager';
import { SearchBar } from './search-bar';
import { SortSelect } from './sort-select';
import { PaySelect } from './pay-select';
import { usePayTarget } from '#hooks/use-pay-target.ts';

/** What the route may put beside the search box: the current search, and a way to replace it. */
export type SearchActions = (search: {
  query: SearchQuery;
  applyQuery: (query: SearchQuery) => void;
}) => ReactNode;

/** The search tab (spec section 2.7): keyword, filters, sort, results and pages, all in the URL. */
export function JobSearchPanel({ actions }: { actions?: SearchActions | undefined }) {
  const { t } = useTranslation('jobs');
  const controls = useJobSearchState();
  const { state } = controls;
  // "Open to me": the country chosen, else a signed-in user's own; their time zone, else the
  // browser's.
  const place = usePlaceDefaults();
  const chosen = state.openTo ?? place.country;
  const openTo = chosen && chosen !== OPEN_TO_ANY ? chosen : null;
  const timezone = openTo ? (state.timezone ?? place.timeZone ?? browserTimeZone()) : null;
  const pay = usePayTarget();
  const jobsQuery = toJobsQuery({ ...state, openTo, timezone }, pay.currency);
  const { data, isFetching, isPlaceholderData, isError, refetch } = useJobs({
    ...jobsQuery,
    currency: pay.currency,
    pay_period: pay.period,
  });
  // A page of cards renders in the background, in slices that leave the page answering input;
  // until then the cards on screen, and their pager, stay (dimmed).
  const shownData = useDeferredValue(data);
  const shownPages = shownData ? countPages(shownData.total, shownData.page_size) : 1;
  const {
    page: _page,
    page_size: _pageSize,
    open_to: _openTo,
    timezone: _timezone,
    ...searchQuery
  } = jobsQuery;
  const totalPages = data ? countPages(data.total, data.page_size) : 1;
  const isLoading = isFetching && (!data || isPlaceholderData);
  // A busy server counts only the first matches: the total is then a lower bound ("1,000+").
  const isCountCapped = data?.is_count_capped ?? false;
  const hasFilters = Boolean(state.category || state.remoteType || state.salary);

  // A page past the end (an old link, fewer jobs now) becomes the last page; a lower bound
  // says nothing of where the end is.
  const { replacePage } = controls;
  useEffect(() => {
    if (data && !isPlaceholderData && !isCountCapped && data.total > 0 && state.page > totalPages)
      replacePage(totalPages);
  }, [data, isPlaceholderData, isCountCapped, state.page, totalPages, replacePage]);

  // Another page starts at the top of the results.
  const resultsRef = useRef<HTMLElement>(null);
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollTo({ top: window.scrollY + top - 16, behavior: 'instant' });
  }, [state.page]);

  return (
    <div className="mt-5">
      <SearchBar keyword={state.keyword} onSubmit={controls.submitKeyword} />
      <div className="mt-3">
        <OpenToFilter country={openTo} timeZone={timezone} onChange={controls.setPlace} />
      </div>
      {actions ? (
        <div className="mt-3">
          {actions({ query: searchQuery, applyQuery: controls.applyQuery })}
        </div>
      ) : null}
      <div className="mt-5 grid grid-cols-1 items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="hidden lg:block">
          <FilterSidebar controls={controls} facets={data?.facets} isCountCapped={isCountCapped} />
        </div>
        <section ref={resultsRef} aria-labelledby="job-results-title" className="min-w-0">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-3">
              <div className="lg:hidden">
                <FilterSheet
                  controls={controls}
                  facets={data?.facets}
                  total={data?.total}
                  isCountCapped={isCountCapped}
                />
              </div>
              <h2
                id="job-results-title"
                aria-live="polite"
                className="text-sm font-medium text-slate-700"
              >
                {data
                  ? t(isCountCapped ? 'results.countAtLeast' : 'results.count', {
                      count: data.total,
                    })
                  : t('results.label')}
              </h2>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <PaySelect />
              <SortSelect
                value={state.sort ?? data?.sort ?? 'newest'}
                onChange={controls.setSort}
              />
            </div>
          </div>
          {data?.corrected_keyword ? (
            <p role="status" className="mb-3 text-sm text-slate-700">
              {t('results.correctedTo', {
                corrected: data.corrected_keyword,
                typed: state.keyword,
              })}
            </p>
          ) : null}
          <JobResults
            data={shownData}
            isLoading={isLoading || shownData !== data}
            isError={isError}
            onRetry={() => void refetch()}
            onClearFilters={hasFilters ? controls.clearFilters : undefined}
            onClearKeyword={state.keyword ? () => controls.submitKeyword('') : undefined}
          />
          <Pager page={state.page} totalPages={shownPages} searchFor={controls.pageSearch} />
        </section>
      </div>
    </div>
  );
}
