import { z } from 'zod';
import { queryInt4, text } from './fields.ts';
import {
  JOB_CATEGORIES,
  REMOTE_TYPES,
  JOB_TYPES,
  SALARY_PERIODS,
  JOB_SORTS,
  JOB_PAGE_SIZE,
  JOB_PAGE_SIZE_MAX,
  JOB_KEYWORD_MAX,
  FAVORITE_STATUSES,
  GUEST_BOOKMARKS_MAX,
  PAY_CURRENCIES,
  PAY_PERIODS,
} from './jobs-constants.ts';

// The constants have their own module, so a page that needs only them does not bundle zod.
export {
  JOB_CATEGORIES,
  REMOTE_TYPES,
  JOB_TYPES,
  SALARY_PERIODS,
  SALARY_RANGES,
  PAY_CURRENCIES,
  PAY_PERIODS,
  DEFAULT_PAY_CURRENCY,
  RATE_FRESH_DAYS,
  JOB_SORTS,
  JOB_PAGE_SIZE,
  JOB_PAGE_SIZE_MAX,
  JOB_KEYWORD_MAX,
  FAVORITE_STATUSES,
  type SalaryRange,
  type PayCurrency,
  type PayPeriod,
} from './jobs-constants.ts';

export const jobCategorySchema = z.enum(JOB_CATEGORIES);
export type JobCategory = z.infer<typeof jobCategorySchema>;

export const remoteTypeSchema = z.enum(REMOTE_TYPES);
export type RemoteType = z.infer<typeof remoteTypeSchema>;

export const jobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof jobTypeSchema>;

export const salaryPeriodSchema = z.enum(SALARY_PERIODS);
export type SalaryPeriod = z.infer<typeof salaryPeriodSchema>;

export const payCurrencySchema = z.enum(PAY_CURRENCIES);
export const payPeriodSchema = z.enum(PAY_PERIODS);

export const jobSortSchema = z.enum(JOB_SORTS);
export type JobSort = z.infer<typeof jobSortSchema>;

/** The time zones found valid so far: a few hundred at most, and each search checks one. */
const knownTimeZones = new Set<string>();

/** An IANA time zone name the runtime knows (`Asia/Shanghai`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return false;
  }
  knownTimeZones.add(value);
  return true;
}

/** An empty query value means "not given", as the spec's client omits empty filters. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const jobSearchQuerySchema = z
  .object({
    page: queryInt4().min(1).max(10_000).default(1),
    page_size: queryInt4().min(1).max(JOB_PAGE_SIZE_MAX).default(JOB_PAGE_SIZE),
    keyword: text()
      .trim()
      .max(JOB_KEYWORD_MAX)
      .optional()
      .transform((value) => value || undefined),
    category: optional(jobCategorySchema),
    remote_type: optional(remoteTypeSchema),
    salary_min: optional(queryInt4().min(0)),
    salary_max: optional(queryInt4().min(0)),
    sort: optional(jobSortSchema),
    /**
     * "Open to me" (issue 33): only jobs a person living in this country (ISO 3166-1 alpha-2) can
     * be hired for: the job's accepted countries or regions and, with `timezone`, its hours of
     * overlap or time-zone range.
     */
    open_to: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'open_to must be a two-letter country code')
        .transform((value) => value.toUpperCase()),
    ),
    /** The person's IANA time zone (`Asia/Shanghai`), for the jobs that ask for overlap. */
    timezone: optional(
      z
        .string()
        .trim()
        .max(64)
        .refine(isTimeZone, { message: 'timezone must be an IANA time zone' }),
    ),
    /** The currency `salary_min` and `salary_max` are in (a yearly amount); US dollars by default. */
    salary_currency: optional(payCurrencySchema),
    /** The currency and period each job's pay is converted to; by language without them. */
    currency: optional(payCurrencySchema),
    pay_period: optional(payPeriodSchema),
  })
  .refine(
    (query) =>
      query.salary_min === undefined ||
      query.salary_max === undefined ||
      query.salary_min <= query.salary_max,
    { path: ['salary_max'], message: 'salary_max must not be below salary_min' },
  );
export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;

/** The currency and period a job's pay is converted to (`getJobById`, matches). */
export const payQuerySchema = z.object({
  currency: optional(payCurrencySchema),
  pay_period: optional(payPeriodSchema),
});
export type PayQuery = z.output<typeof payQuerySchema>;
export type JobSearchParams = z.input<typeof jobSearchQuerySchema>;

export const hireSchema = z.object({
  status: z.enum(['yes', 'regions', 'overlap', 'no']),
  country: z.string().nullable(),
  overlap_hours: z.number().nullable(),
});
export type JobHire = z.infer<typeof hireSchema>;

/**
 * A job's pay converted to the person's currency and period with the newest daily reference
 * rates; null when the job lists no pay or the rates have no figure for its currency.
 */
export const salaryConvertedSchema = z.object({
  currency: payCurrencySchema,
  period: payPeriodSchema,
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** The day the rates are of (YYYY-MM-DD). */
  rate_date: z.string(),
  /** `ecb`: the European Central Bank's reference rates; `builtin`: the table shipped with Yonder. */
  rate_source: z.enum(['ecb', 'builtin']),
  /** Whole days between the rates' day and today; above RATE_FRESH_DAYS the figure says so. */
  rate_age_days: z.number().int(),
});
export type SalaryConverted = z.infer<typeof salaryConvertedSchema>;

/** A board that lists the job, the company's own first. */
export const jobSourceLinkSchema = z.object({
  /** The board (`greenhouse`, `remoteok`, …; see SOURCE_BOARDS). */
  name: z.string(),
  url: z.string().nullable(),
  /** The company's own careers board (Greenhouse, Lever, Ashby). */
  is_company_board: z.boolean(),
});
export type JobSourceLink = z.infer<typeof jobSourceLinkSchema>;

/** The spec's job list item, plus what the card shows beyond it. */
export const jobListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  company_name: z.string(),
  company_logo_url: z.string().nullable(),
  posted_date: z.string(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  currency: z.string().nullable(),
  salary_period: salaryPeriodSchema.nullable(),
  remote_type: remoteTypeSchema,
  job_type: jobTypeSchema,
  category: jobCategorySchema,
  required_experience_years: z.number().nullable(),
  is_featured: z.boolean(),
  /** A made-up job of the demo catalogue (company and apply link invented): shown as a sample. */
  is_sample: z.boolean(),
  /**
   * With `open_to`: why the person can be hired for it: `yes` (from their country, or from
   * anywhere), `regions` (only from regions named), `overlap` (its team's hours meet theirs), with
   * the country and the hours of overlap the card says.
   */
  hire: hireSchema.nullable().optional(),
  salary_converted: salaryConvertedSchema.nullable(),
  /** Every board the job was imported from, the company's own board first. */
  sources: z.array(jobSourceLinkSchema),
  /** When Yonder first saw the job on any board (a demo job: its posting date). */
  first_seen_at: z.string(),
  /** Times the job was posted again (a new posting of the same job on a board that had it). */
  repost_count: z.number().int(),
  /** Older than its board's usual life, or no board lists it any more: it sinks in search. */
  is_stale: z.boolean(),
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCountSchema>;

export const jobSearchResultSchema = z.object({
  items: z.array(jobListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  sort: jobSortSchema,
  /**
   * True when the server was too busy to count every match: `total` and the facet counts then
   * count only the first 1,000 matches, each a lower bound ("1,000+").
   */
  is_count_capped: z.boolean(),
  /**
   * The keyword as corrected when a word of it is in no job (`reakt` → `react`): its matches
   * follow the ones of the keyword as typed ("showing results for …"). Null otherwise.
   */
  corrected_keyword: z.string().nullable(),
  /** Counts per category and remote type for the current query with that group's filter left out. */
  facets: z.object({
    category: z.array(facetCountSchema),
    remote_type: z.array(facetCountSchema),
  }),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** The spec's job detail entity, plus benefits, company size and industry. */
export const jobDetailSchema = jobListItemSchema.extend({
  is_remote: z.boolean(),
  remote_regions: z.array(z.string()),
  remote_timezones: z.array(z.string()),
  description: z.string(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  benefits: z.array(z.string()),
  view_count: z.number().int(),
  applicants_count: z.number().int(),
  application_url: z.string().nullable(),
  company_website: z.string().nullable(),
  company_size: z.string().nullable(),
  company_industry: z.string().nullable(),
  language: z.enum(['zh', 'en']),
  source: z.string(),
  /** A link the job's source requires us to show beside it (RemoteOK's terms). */
  source_attribution_url: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid() });

export const favoriteStatusSchema = z.enum(FAVORITE_STATUSES);
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;

const optionalText = (max: number) => text().max(max).nullish();

/** The spec's favourite job record as the client sends it. `user_id` must be the caller's. */
export const addFavoriteJobSchema = z.object({
  user_id: text().max(200).optional(),
  job_id: z.uuid(),
  status: favoriteStatusSchema,
  job_title: optionalText(500),
  job_url: optionalText(2000),
  company_name: optionalText(500),
  location: optionalText(500),
  source: optionalText(100),
  notes: optionalText(2000),
});
export type AddFavoriteJob = z.infer<typeof addFavoriteJobSchema>;

/** The jobs a guest bookmarked in this browser, saved to the account at sign-in. */
export const importFavoriteJobsSchema = z.object({
  job_ids: z.array(z.uuid()).min(1).max(GUEST_BOOKMARKS_MAX),
});
export type ImportFavoriteJobs = z.infer<typeof importFavoriteJobsSchema>;
export const importedFavoriteJobsSchema = z.object({
  /** Jobs newly saved (already saved ones and jobs that no longer exist are left out). */
  saved: z.number().int(),
});

export const favoriteJobSchema = z.object({
  job_id: z.string(),
  status: favoriteStatusSchema,
  saved_at: z.string(),
  notes: z.string().nullable(),
  job: jobListItemSchema,
});
export type FavoriteJob = z.infer<typeof favoriteJobSchema>;

export const favoriteJobsSchema = z.object({
  items: z.array(favoriteJobSchema),
  total: z.number().int(),
});
export type FavoriteJobs = z.infer<typeof favoriteJobsSchema>;
