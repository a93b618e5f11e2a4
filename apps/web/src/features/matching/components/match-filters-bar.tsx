import { JOB_CATEGORIES, REMOTE_TYPES, SALARY_RANGES } from '@yonder/contract/jobs-constants';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { formatNumber } from '#lib/format-salary.ts';
import { useLanguage } from '../hooks/use-language';
import type { MatchFilters } from '../utils/match-filters';

const FIELD =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

/** The search's filters over the recommendations: keyword, category, remote type and salary. */
export function MatchFiltersBar({
  filters,
  onChange,
}: {
  filters: MatchFilters;
  onChange: (filters: MatchFilters) => void;
}) {
  const { t } = useTranslation(['matching', 'jobs']);
  const language = useLanguage();
  const id = useId();
  const [keyword, setKeyword] = useState(filters.keyword);
  const change = (next: Partial<MatchFilters>) => onChange({ ...filters, ...next, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ keyword: keyword.trim() });
  };

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <label className="block text-sm font-medium text-slate-700" htmlFor={`${id}-keyword`}>
        {t('filters.keyword')}
        <input
          id={`${id}-keyword`}
          type="search"
          value={keyword}
          maxLength={200}
          placeholder={t('filters.keywordPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
          className={FIELD}
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {t('filters.category')}
        <select
          value={filters.category ?? ''}
          onChange={(event) =>
            change({ category: (event.target.value || null) as MatchFilters['category'] })
          }
          className={FIELD}
        >
          <option value="">{t('filters.any')}</option>
          {JOB_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`jobs:categories.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {t('filters.remoteType')}
        <select
          value={filters.remoteType ?? ''}
          onChange={(event) =>
            change({ remoteType: (event.target.value || null) as MatchFilters['remoteType'] })
          }
          className={FIELD}
        >
          <option value="">{t('filters.any')}</option>
          {REMOTE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`jobs:remoteTypes.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {t('filters.salary')}
        <select
          value={filters.salary ?? ''}
          onChange={(event) =>
            change({ salary: (event.target.value || null) as MatchFilters['salary'] })
          }
          className={FIELD}
        >
          <option value="">{t('filters.any')}</option>
          {SALARY_RANGES.map((range) => (
            <option key={range.id} value={range.id}>
              {range.max === undefined
                ? t('filters.salaryAbove', { min: formatNumber(range.min, language) })
                : t('filters.salaryRange', {
                    min: formatNumber(range.min, language),
                    max: formatNumber(range.max, language),
                  })}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary">
        <Search className="size-4" aria-hidden="true" />
        {t('filters.search')}
      </Button>
    </form>
  );
}
