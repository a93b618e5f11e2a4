import type { JobCategory, PayCurrency, PayPeriod, RemoteType } from '@yonder/contract/jobs';
import {
  JOB_CATEGORIES,
  REMOTE_TYPES,
  SALARY_RANGES,
  type SalaryRange,
} from '@yonder/contract/jobs-constants';

/**
 * The recommendations' filters: the job search's own URL parameters (a filter set on one tab holds
 * on the other), and a page of their own (`mpage`), since the two lists page apart.
 */
export type MatchFilters = {
  keyword: string;
  category: JobCategory | null;
  remoteType: RemoteType | null;
  salary: SalaryRange['id'] | null;
  page: number;
};

export type MatchesQuery = {
  page: number;
  page_size: number;
  keyword?: string;
  category?: JobCategory;
  remote_type?: RemoteType;
  salary_min?: number;
  salary_max?: number;
  currency?: PayCurrency;
  pay_period?: PayPeriod;
};

export const MATCHES_PAGE_SIZE = 10;
const KEYS = {
  keyword: 'keyword',
  category: 'category',
  remoteType: 'remote_type',
  salary: 'salary',
  page: 'mpage',
} as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function parseMatchFilters(params: URLSearchParams): MatchFilters {
  const page = Number(params.get(KEYS.page));
  return {
    keyword: (params.get(KEYS.keyword) ?? '').trim(),
    category: oneOf(JOB_CATEGORIES, params.get(KEYS.category)),
    remoteType: oneOf(REMOTE_TYPES, params.get(KEYS.remoteType)),
    salary: oneOf(
      SALARY_RANGES.map((range) => range.id),
      params.get(KEYS.salary),
    ),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** Writes the filters, keeping every other parameter (the tab, the search's sort and page). */
export function writeMatchFilters(filters: MatchFilters, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.values(KEYS)) params.delete(key);
  if (filters.keyword) params.set(KEYS.keyword, filters.keyword);
  if (filters.category) params.set(KEYS.category, filters.category);
  if (filters.remoteType) params.set(KEYS.remoteType, filters.remoteType);
  if (filters.salary) params.set(KEYS.salary, filters.salary);
  if (filters.page > 1) params.set(KEYS.page, String(filters.page));
  return params;
}

export function toMatchesQuery(filters: MatchFilters): MatchesQuery {
  const query: MatchesQuery = { page: filters.page, page_size: MATCHES_PAGE_SIZE };
  if (filters.keyword) query.keyword = filters.keyword;
  if (filters.category) query.category = filters.category;
  if (filters.remoteType) query.remote_type = filters.remoteType;
  const range = SALARY_RANGES.find((entry) => entry.id === filters.salary);
  if (range) {
    query.salary_min = range.min;
    if (range.max !== undefined) query.salary_max = range.max;
  }
  return query;
}
