/** The jobs contract's plain values, without zod: pages that need only these stay small. */

/**
 * The job categories: the spec's 12 (section 9), extended to the whole remote market as the real
 * boards show it (issue 29). Engineering keeps its five kinds (frontend to devops); `dataScience`
 * is "data" and `customerService` "customer support". The spec's ids never change, so saved
 * searches, profile preferences and links written with them keep working.
 */
export const JOB_CATEGORIES = [
  'frontend',
  'backend',
  'fullstack',
  'mobile',
  'devops',
  'itSupport',
  'dataScience',
  'design',
  'product',
  'marketing',
  'sales',
  'customerService',
  'finance',
  'hr',
  'legal',
  'operations',
  'writing',
  'education',
  'healthcare',
  'other',
] as const;

/**
 * The field each category belongs to: engineering's kinds make one field. Matching recommends
 * within a person's field and does not fill the list with another's jobs.
 */
export const CATEGORY_FIELDS = {
  frontend: 'engineering',
  backend: 'engineering',
  fullstack: 'engineering',
  mobile: 'engineering',
  devops: 'engineering',
  itSupport: 'itSupport',
  dataScience: 'dataScience',
  design: 'design',
  product: 'product',
  marketing: 'marketing',
  sales: 'sales',
  customerService: 'customerService',
  finance: 'finance',
  hr: 'hr',
  legal: 'legal',
  operations: 'operations',
  writing: 'writing',
  education: 'education',
  healthcare: 'healthcare',
  other: 'other',
} as const satisfies Record<(typeof JOB_CATEGORIES)[number], string>;

export const REMOTE_TYPES = ['fullRemote', 'regionRemote', 'hybrid', 'onsite'] as const;

export const JOB_TYPES = ['fullTime', 'partTime', 'contract', 'internship', 'freelance'] as const;

export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;

/**
 * The spec's four salary filter ranges (section 9), compared with a job's yearly salary in US
 * dollars (its lower bound, else its upper bound). The last range has no maximum.
 */
export const SALARY_RANGES = [
  { id: 'range1', min: 10_000, max: 49_999 },
  { id: 'range2', min: 50_000, max: 99_999 },
  { id: 'range3', min: 100_000, max: 149_999 },
  { id: 'range4', min: 150_000, max: undefined },
] as const;
export type SalaryRange = (typeof SALARY_RANGES)[number];

/**
 * The currencies pay can be converted to: the European Central Bank's daily reference list and the
 * euro itself. A salary in any other currency is shown only as listed.
 */
export const PAY_CURRENCIES = [
  'CNY',
  'USD',
  'EUR',
  'GBP',
  'HKD',
  'JPY',
  'SGD',
  'AUD',
  'CAD',
  'CHF',
  'NZD',
  'KRW',
  'INR',
  'IDR',
  'MYR',
  'PHP',
  'THB',
  'BRL',
  'MXN',
  'ZAR',
  'ILS',
  'TRY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'ISK',
] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];

/** The periods converted pay is shown per. */
export const PAY_PERIODS = ['year', 'month'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** The currency pay is converted to when the person chose none: by interface language. */
export const DEFAULT_PAY_CURRENCY = { zh: 'CNY', en: 'USD' } as const satisfies Record<
  'zh' | 'en',
  PayCurrency
>;

/** Where rates older than this many days are called old beside the converted figure. */
export const RATE_FRESH_DAYS = 4;

/** The boards a job can come from, by the prefix of its source (`greenhouse:acme` is Greenhouse). */
export const SOURCE_BOARDS = [
  'greenhouse',
  'lever',
  'ashby',
  'remoteok',
  'remotive',
  'weworkremotely',
  'himalayas',
  'arbeitnow',
  'jsonld',
  'demo',
] as const;

export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;

export const JOB_PAGE_SIZE = 20;
export const JOB_PAGE_SIZE_MAX = 100;
export const JOB_KEYWORD_MAX = 200;

export const FAVORITE_STATUSES = ['saved', 'deleted'] as const;

/** The most guest bookmarks saved to an account at sign-in. */
export const GUEST_BOOKMARKS_MAX = 500;
