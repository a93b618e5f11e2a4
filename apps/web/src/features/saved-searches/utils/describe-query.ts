import type { SavedSearch } from '@yonder/contract/saved-searches';
import type { TFunction } from 'i18next';

export type SearchQuery = SavedSearch['query'];

/** The parts of a query a person reads: the keyword in quotes, then each filter's label. */
export function describeQuery(query: SearchQuery, t: TFunction, language: string): string[] {
  const money = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'zh-CN', {
    style: 'currency',
    currency: query.salary_currency ?? 'USD',
    maximumFractionDigits: 0,
  });
  const parts: string[] = [];
  if (query.keyword) parts.push(t('savedSearches:query.keyword', { keyword: query.keyword }));
  if (query.category) parts.push(t(`jobs:categories.${query.category}`));
  if (query.remote_type) parts.push(t(`jobs:remoteTypes.${query.remote_type}`));
  if (query.salary_min !== undefined) {
    const min = money.format(query.salary_min);
    parts.push(
      query.salary_max === undefined
        ? t('savedSearches:query.salaryAbove', { min })
        : t('savedSearches:query.salaryBetween', { min, max: money.format(query.salary_max) }),
    );
  }
  return parts;
}

/** A name for a new saved search, from what it searches for. */
export function defaultName(query: SearchQuery, t: TFunction, language: string): string {
  const parts = describeQuery(query, t, language).map((part) =>
    part.replace(/^[“"](.*)[”"]$/, '$1'),
  );
  return (parts.join(' · ') || t('savedSearches:query.allJobs')).slice(0, 80);
}
