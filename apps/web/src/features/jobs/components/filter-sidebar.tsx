import type { JobSearchResult } from '@yonder/contract/jobs';
import { useTranslation } from 'react-i18next';
import type { JobSearchControls } from '../hooks/use-job-search-state';
import { countActiveFilters } from '../utils/search-state';
import { FilterGroups } from './filter-panel';

type Props = {
  controls: JobSearchControls;
  facets: JobSearchResult['facets'] | undefined;
  isCountCapped: boolean;
};

/** The filter side panel of large screens. */
export function FilterSidebar({ controls, facets, isCountCapped }: Props) {
  const { t } = useTranslation('jobs');
  const hasFilters = countActiveFilters(controls.state) > 0;
  return (
    <aside
      aria-labelledby="job-filters-title"
      className="sticky top-6 max-h-[calc(100dvh-3rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white px-4 py-3"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 pb-2.5">
        <h2 id="job-filters-title" className="text-sm font-semibold text-slate-900">
          {t('filters.title')}
        </h2>
        <button
          type="button"
          onClick={controls.clearFilters}
          disabled={!hasFilters}
          className="rounded-md px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          {t('filters.clearAll')}
        </button>
      </div>
      <FilterGroups controls={controls} facets={facets} isCountCapped={isCountCapped} />
    </aside>
  );
}
