/** The jobs contract's plain values, without zod: pages that need only these stay small. */

/** The spec's 12 job categories (section 9). */
export const JOB_CATEGORIES = [
  'product',
  'frontend',
  'backend',
  'fullstack',
  'mobile',
  'devops',
  'dataScience',
  'design',
  'marketing',
  'sales',
  'customerService',
  'other',
] as const;

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

export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;

export const JOB_PAGE_SIZE = 20;
export const JOB_PAGE_SIZE_MAX = 100;
export const JOB_KEYWORD_MAX = 200;

export const FAVORITE_STATUSES = ['saved', 'deleted'] as const;

/** The most guest bookmarks saved to an account at sign-in. */
export const GUEST_BOOKMARKS_MAX = 500;
