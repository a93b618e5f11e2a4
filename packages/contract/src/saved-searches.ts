import { z } from 'zod';
import { languageSchema } from './common.ts';
import { text } from './fields.ts';
import {
  jobCategorySchema,
  jobSearchQuerySchema,
  jobSortSchema,
  payCurrencySchema,
  remoteTypeSchema,
} from './jobs.ts';

export const SAVED_SEARCH_KINDS = ['search', 'matches'] as const;
export const SAVED_SEARCH_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export const SAVED_SEARCH_NAME_MAX = 80;
/** How many saved searches one user may keep. */
export const SAVED_SEARCHES_MAX = 20;
/** "New since last opened" is counted up to this; the web shows one less and a plus ("99+"). */
export const SAVED_SEARCH_NEW_COUNT_CAP = 100;

export const savedSearchKindSchema = z.enum(SAVED_SEARCH_KINDS);
export type SavedSearchKind = z.infer<typeof savedSearchKindSchema>;

export const savedSearchFrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES);
export type SavedSearchFrequency = z.infer<typeof savedSearchFrequencySchema>;

// The job search's own fields, so a saved search is read by the same condition builder.
const { page: _page, page_size: _pageSize, ...searchShape } = jobSearchQuerySchema.shape;

/** The keyword and filters of a saved search: the job search query without its page. */
export const savedSearchQuerySchema = z
  .object(searchShape)
  .refine(
    (query) =>
      query.salary_min === undefined ||
      query.salary_max === undefined ||
      query.salary_min <= query.salary_max,
    { path: ['salary_max'], message: 'salary_max must not be below salary_min' },
  );
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;

const nameSchema = text().trim().min(1).max(SAVED_SEARCH_NAME_MAX);

export const createSavedSearchSchema = z.object({
  name: nameSchema,
  kind: savedSearchKindSchema,
  query: savedSearchQuerySchema.prefault({}),
  frequency: savedSearchFrequencySchema.default('off'),
  /** The language of its alert mails; the request's language when left out. */
  language: languageSchema.optional(),
});
export type CreateSavedSearch = z.output<typeof createSavedSearchSchema>;
export type CreateSavedSearchParams = z.input<typeof createSavedSearchSchema>;

export const updateSavedSearchSchema = z.object({
  name: nameSchema.optional(),
  frequency: savedSearchFrequencySchema.optional(),
  language: languageSchema.optional(),
});
export type UpdateSavedSearch = z.output<typeof updateSavedSearchSchema>;

export const savedSearchIdParamsSchema = z.object({ id: z.uuid() });

export const unsubscribeQuerySchema = z.object({ token: text().min(1).max(200) });

/** A saved search as the API answers it (the query as stored, already valid). */
export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: savedSearchKindSchema,
  query: z.object({
    keyword: z.string().optional(),
    category: jobCategorySchema.optional(),
    remote_type: remoteTypeSchema.optional(),
    salary_min: z.number().optional(),
    salary_max: z.number().optional(),
    /** The currency of `salary_min` and `salary_max` (yearly); US dollars when left out. */
    salary_currency: payCurrencySchema.optional(),
    sort: jobSortSchema.optional(),
  }),
  frequency: savedSearchFrequencySchema,
  language: languageSchema,
  /** Jobs posted since it was last opened, counted up to `SAVED_SEARCH_NEW_COUNT_CAP`. */
  new_count: z.number().int(),
  opened_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  limit: z.number().int(),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const unsubscribedSchema = z.object({ name: z.string(), language: languageSchema });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
