import type { JobCategory, JobSearchResult, RemoteType } from '@yonder/contract/jobs';
import { JOB_CATEGORIES, REMOTE_TYPES } from '@yonder/contract/jobs-constants';
import { useTranslation } from 'react-i18next';
import { usePayTarget } from '#hooks/use-pay-target.ts';
import { formatMoneyShort, formatNumber } from '#lib/format-salary.ts';
import type { JobSearchControls } from '../hooks/use-job-search-state';
import { useLanguage } from '../hooks/use-language';
import { salaryBands } from '../utils/salary-bands';
import type { SalaryRangeId } from '../utils/search-state';
import { FilterGroup, type FilterOption } from './filter-group';

type Props = {
  controls: JobSearchControls;
  facets: JobSearchResult['facets'] | undefined;
  /** The server counted only the first matches: each count is a lower bound. */
  isCountCapped?: boolean;
};

/**
 * The count beside an option. A capped count of 0 says nothing (the first matches counted had
 * none of it), so none is shown.
 */
const countOf = (
  facets: { value: string; count: number }[] | undefined,
  value: string,
  isCapped: boolean,
) => {
  if (!facets) return undefined;
  const count = facets.find((facet) => facet.value === value)?.count ?? 0;
  return isCapped && count === 0 ? undefined : count;
};

/** The three filter groups, with the count of jobs each option would find beside it. */
export function FilterGroups({ controls, facets, isCountCapped = false }: Props) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const { state, toggleFilter } = controls;
  const pay = usePayTarget();
  const bands = salaryBands(pay.currency);
  // The spec's US-dollar labels in full; any other currency short (¥35万, €45K).
  const money = (amount: number, currency: string) =>
    currency === 'USD'
      ? `$${formatNumber(amount, language)}`
      : formatMoneyShort(amount, currency, language);
  const currencyName =
    new Intl.DisplayNames(language === 'zh' ? 'zh-CN' : 'en-US', { type: 'currency' }).of(
      bands[0]!.currency,
    ) ?? bands[0]!.currency;

  const categories: FilterOption[] = JOB_CATEGORIES.map((value) => ({
    value,
    label: t(`categories.${value}`),
    count: countOf(facets?.category, value, isCountCapped),
  }));
  const remoteTypes: FilterOption[] = REMOTE_TYPES.map((value) => ({
    value,
    label: t(`remoteTypes.${value}`),
    count: countOf(facets?.remote_type, value, isCountCapped),
  }));
  const salaries: FilterOption[] = bands.map((band) => ({
    value: band.id,
    label:
      band.max === undefined
        ? t('filters.salaryAbove', { amount: money(band.min, band.currency) })
        : `${money(band.min, band.currency)} - ${money(band.currency === 'USD' ? band.max : band.max + 1, band.currency)}`,
  }));
  const formatCount = (count: number) =>
    isCountCapped ? t('filters.countAtLeast', { count }) : formatNumber(count, language);

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
        note={t('filters.salaryNote', { currency: currencyName })}
        options={salaries}
        selected={state.salary}
        onToggle={(value) => toggleFilter('salary', value as SalaryRangeId)}
      />
    </>
  );
}
