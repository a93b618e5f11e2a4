import type { JobCategory, JobSort, RemoteType } from '@yonder/contract/jobs';
import {
  JOB_CATEGORIES,
  JOB_PAGE_SIZE,
  JOB_SORTS,
  REMOTE_TYPES,
  SALARY_RANGES,
  type PayCurrency,
  type PayPeriod,
  type SalaryRange,
} from '@yonder/contract/jobs-constants';
import { bandQuery, salaryBands } from './salary-bands';

export type SalaryRangeId = SalaryRange['id'];
export const SALARY_RANGE_IDS = SALARY_RANGES.map((range) => range.id);

/** What a job search is: all of it lives in the URL, so a search can be shared, reloaded and returned to. */
export type JobSearchState = {
  keyword: string;
  category: JobCategory | null;
  remoteType: RemoteType | null;
  salary: SalaryRangeId | null;
  sort: JobSort | null;
  page: number;
  /**
   * "Open to me": the country the person can be hired from (ISO code), `any` when they turned
   * the filter off, null when not chosen (a signed-in user's own country then applies).
   */
  openTo: string | null;
  /** Their IANA time zone, with `openTo`. */
  timezone: string | null;
};

/** `openTo` when the person turned "open to me" off. */
export const OPEN_TO_ANY = 'any';

/** The getAllJobs query as this client sends it (the contract's input type is looser). */
export type JobsQuery = {
  page: number;
  page_size: number;
  keyword?: string;
  category?: JobCategory;
  remote_type?: RemoteType;
  salary_min?: number;
  salary_max?: number;
  /** The currency of `salary_min` and `salary_max` (yearly); US dollars without it. */
  salary_currency?: PayCurrency;
  sort?: JobSort;
  open_to?: string;
  timezone?: string;
  /** The currency and period each card's pay is converted to. */
  currency?: PayCurrency;
  pay_period?: PayPeriod;
};

export type JobFilter = 'category' | 'remoteType' | 'salary';
export const NO_FILTERS = { category: null, remoteType: null, salary: null } as const;

/** The URL's parameter names; `remote_type` and `keyword` are also what the landing page sends. */
const KEYS = {
  keyword: 'keyword',
  category: 'category',
  remoteType: 'remote_type',
  salary: 'salary',
  sort: 'sort',
  page: 'page',
  openTo: 'open_to',
  timezone: 'timezone',
} as const;
const MAX_PAGE = 10_000;

/** The landing filter's own words (spec section 9: all, full-remote, part-remote, hybrid). */
const REMOTE_TYPE_ALIASES: Record<string, RemoteType | null> = {
  all: null,
  'full-remote': 'fullRemote',
  'part-remote': 'regionRemote',
  partRemote: 'regionRemote',
  'region-remote': 'regionRemote',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

function parseRemoteType(value: string | null): RemoteType | null {
  if (value !== null && value in REMOTE_TYPE_ALIASES) return REMOTE_TYPE_ALIASES[value] ?? null;
  return oneOf(REMOTE_TYPES, value);
}

function parseOpenTo(value: string | null): string | null {
  if (value === OPEN_TO_ANY) return OPEN_TO_ANY;
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

function parseTimeZone(value: string | null): string | null {
  if (!value) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** Reads a search from the URL; anything unknown or malformed is left out rather than refused. */
export function parseSearchParams(params: URLSearchParams): JobSearchState {
  return {
    keyword: (params.get(KEYS.keyword) ?? '').trim(),
    category: oneOf(JOB_CATEGORIES, params.get(KEYS.category)),
    remoteType: parseRemoteType(params.get(KEYS.remoteType)),
    salary: oneOf(SALARY_RANGE_IDS, params.get(KEYS.salary)),
    sort: oneOf(JOB_SORTS, params.get(KEYS.sort)),
    page: parsePage(params.get(KEYS.page)),
    openTo: parseOpenTo(params.get(KEYS.openTo)),
    timezone: parseTimeZone(params.get(KEYS.timezone)),
  };
}

/**
 * Writes a search into URL parameters, keeping the parameters it does not own (the tab). Empty
 * values and page 1 are left out, so the plain search page has the plain URL.
 */
export function writeSearchParams(
  state: JobSearchState,
  base = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.values(KEYS)) params.delete(key);
  if (state.keyword.trim()) params.set(KEYS.keyword, state.keyword.trim());
  if (state.category) params.set(KEYS.category, state.category);
  if (state.remoteType) params.set(KEYS.remoteType, state.remoteType);
  if (state.salary) params.set(KEYS.salary, state.salary);
  if (state.sort) params.set(KEYS.sort, state.sort);
  if (state.page > 1) params.set(KEYS.page, String(state.page));
  if (state.openTo) params.set(KEYS.openTo, state.openTo);
  if (state.timezone) params.set(KEYS.timezone, state.timezone);
  return params;
}

/**
 * The getAllJobs query for a search: the keyword trimmed and omitted when empty (spec section 5);
 * the salary range in the person's pay currency.
 */
export function toJobsQuery(state: JobSearchState, currency: PayCurrency = 'USD'): JobsQuery {
  const band = salaryBands(currency).find((candidate) => candidate.id === state.salary);
  const query: JobsQuery = { page: state.page, page_size: JOB_PAGE_SIZE };
  const keyword = state.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (state.category) query.category = state.category;
  if (state.remoteType) query.remote_type = state.remoteType;
  if (band) Object.assign(query, bandQuery(band));
  if (state.sort) query.sort = state.sort;
  if (state.openTo && state.openTo !== OPEN_TO_ANY) {
    query.open_to = state.openTo;
    if (state.timezone) query.timezone = state.timezone;
  }
  return query;
}

/** A search's keyword and filters as the API names them (a saved search's query). */
export type SearchQuery = Omit<JobsQuery, 'page' | 'page_size' | 'open_to' | 'timezone'>;

/** The search a query names, from page 1 (a salary range only when it is one of the filter's). */
export function fromSearchQuery(query: SearchQuery): JobSearchState {
  const range = salaryBands(query.salary_currency ?? 'USD').find(
    (candidate) => candidate.min === query.salary_min && candidate.max === query.salary_max,
  );
  return {
    keyword: query.keyword ?? '',
    category: query.category ?? null,
    remoteType: query.remote_type ?? null,
    salary: range?.id ?? null,
    sort: query.sort ?? null,
    page: 1,
    openTo: null,
    timezone: null,
  };
}

export const countActiveFilters = (state: JobSearchState) =>
  [state.category, state.remoteType, state.salary].filter(Boolean).length;
