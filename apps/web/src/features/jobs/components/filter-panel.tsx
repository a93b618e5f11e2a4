import type { JobCategory, JobSearchResult, RemoteType } from '@yonder/contract/jobs';
import { JOB_CATEGORIES, REMOTE_TYPES, SALARY_RANGES } from '@yonder/contract/jobs-constants';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-salary';
import type { JobSearchControls } from '../hooks/use-job-search-state';
import { useLanguage } from '../hooks/use-language';
import type { SalaryRangeId } from '../utils/search-state';
import { FilterGroup, type FilterOption } from './filter-group';

type Props = {
  controls: JobSearchControls;
  facets: JobSearchResult['facets'] | undefined;
};

const countOf = (facets: { value: string; count: number }[] | undefined, value: string) =>
  facets ? (facets.find((facet) => facet.value === value)?.count ?? 0) : undefined;

/** The three filter groups, with the count of jobs each option would find beside it. */
export function FilterGroups({ controls, facets }: Props) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const { state, toggleFilter } = controls;
  const money = (amount: number) => `$${formatNumber(amount, language)}`;

  const categories: FilterOption[] = JOB_CATEGORIES.map((value) => ({
    value,
    label: t(`categories.${value}`),
    count: countOf(facets?.category, value),
  }));
  const remoteTypes: FilterOption[] = REMOTE_TYPES.map((value) => ({
    value,
    label: t(`remoteTypes.${value}`),
    count: countOf(facets?.remote_type, value),
  }));
  const salaries: FilterOption[] = SALARY_RANGES.map((range) => ({
    value: range.id,
    label:
      range.max === undefined
        ? t('filters.salaryAbove', { amount: money(range.min) })
        : `${money(range.min)} - ${money(range.max)}`,
  }));
  const formatCount = (count: number) => formatNumber(count, language);

  return (
    <>
      <FilterGroup
        title={t('filters.category')}
        options={categories}
        selected={state.category}
        onToggle={(value) => toggleFilter('category', value as JobCategory)}
        formatCount={formatCount}
        isInitiallyOpen
      />
      <FilterGroup
        title={t('filters.remoteType')}
        options={remoteTypes}
        selected={state.remoteType}
        onToggle={(value) => toggleFilter('remoteType', value as RemoteType)}
        formatCount={formatCount}
      />
      <FilterGroup
        title={t('filters.salary')}
        note={t('filters.salaryNote')}
        options={salaries}
        selected={state.salary}
        onToggle={(value) => toggleFilter('salary', value as SalaryRangeId)}
      />
    </>
  );
}
