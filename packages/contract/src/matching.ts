import { z } from 'zod';
import { jobCategorySchema, jobListItemSchema } from './jobs.ts';

/** The parts of a match score (`@yonder/career-ai/matching`). */
export const MATCH_PARTS = [
  'skills',
  'role',
  'seniority',
  'location',
  'salary',
  'language',
  'preferences',
] as const;
export const matchPartSchema = z.enum(MATCH_PARTS);
export type MatchPartName = z.infer<typeof matchPartSchema>;

export const HIRE_STATUSES = ['yes', 'regions', 'overlap', 'no'] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];

export const matchReasonSchema = z.object({
  part: matchPartSchema,
  tone: z.enum(['positive', 'neutral', 'negative']),
  /** In the language of the request. */
  text: z.string(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

/**
 * Where the countries of "can I be hired from here" come from: the countries the user set in
 * their profile, or (only when they set none) their resume's address.
 */
export const COUNTRY_SOURCES = ['profile', 'resume'] as const;
export const countrySourceSchema = z.enum(COUNTRY_SOURCES);
export type CountrySource = z.infer<typeof countrySourceSchema>;

/** What fits (the strongest few) and every gap, where you can be hired from first on one side. */
const fitsAndGaps = {
  fits: z.array(matchReasonSchema),
  /** Missing skills, years, country, language, salary…: as plainly as what fits. */
  gaps: z.array(matchReasonSchema),
};

/** What a card shows: the score, the strongest reasons, what fits and what is missing. */
export const matchSummarySchema = z.object({
  score: z.number().int().min(0).max(100),
  /** False when the candidate cannot be hired for the job from where they are. */
  is_eligible: z.boolean(),
  hire_status: z.enum(HIRE_STATUSES),
  reasons: z.array(matchReasonSchema),
  ...fitsAndGaps,
  /** null: no country is known. */
  country_source: countrySourceSchema.nullable(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const matchListItemSchema = jobListItemSchema.extend({ match: matchSummarySchema });
export type MatchListItem = z.infer<typeof matchListItemSchema>;

/** The resume a ranking read: the user's primary one (null: they have none). */
export const matchingResumeSchema = z.object({ id: z.string(), title: z.string() });
export type MatchingResume = z.infer<typeof matchingResumeSchema>;

export const matchesResultSchema = z.object({
  /** False when the user has neither a profile nor a resume to match on: nothing is ranked. */
  has_candidate: z.boolean(),
  resume: matchingResumeSchema.nullable(),
  items: z.array(matchListItemSchema),
  /** The number of ranked recommendations (the best few hundred for the filters). */
  total: z.number().int(),
  /**
   * The person's field: recommendations stay within it (another field's jobs never pad the list),
   * and `few` says it holds fewer than ten jobs they can be hired for, for the page to tell them.
   * Null when their field is unknown or a category filter chose one.
   */
  field: z
    .object({
      categories: z.array(jobCategorySchema),
      count: z.number().int(),
      few: z.boolean(),
    })
    .nullable()
    .default(null),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MatchesResult = z.infer<typeof matchesResultSchema>;

export const hireAnswerSchema = z.object({
  status: z.enum(HIRE_STATUSES),
  is_eligible: z.boolean(),
  regions: z.array(z.string()),
  overlap_hours: z.number().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  country_source: countrySourceSchema.nullable(),
  text: z.string(),
});

export const jobMatchSchema = z.object({
  job_id: z.string(),
  score: z.number().int().min(0).max(100),
  hire: hireAnswerSchema,
  parts: z.array(
    z.object({
      part: matchPartSchema,
      weight: z.number(),
      /** 0 to 1; null when it cannot be told (no salary given): left out of the score. */
      score: z.number().nullable(),
      tone: z.enum(['positive', 'neutral', 'negative']),
      text: z.string(),
    }),
  ),
  /** Skill names in the language of the request. */
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()),
  reasons: z.array(matchReasonSchema),
  ...fitsAndGaps,
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const jobMatchResultSchema = z.object({
  has_candidate: z.boolean(),
  match: jobMatchSchema.nullable(),
});
export type JobMatchResult = z.infer<typeof jobMatchResultSchema>;

export const MATCH_SCORE_IDS_MAX = 50;

export const matchScoresQuerySchema = z.object({
  ids: z
    .string()
    .max(MATCH_SCORE_IDS_MAX * 37)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).min(1).max(MATCH_SCORE_IDS_MAX)),
});

export const matchScoresSchema = z.object({
  has_candidate: z.boolean(),
  scores: z.array(
    z.object({ job_id: z.string(), score: z.number().int(), is_eligible: z.boolean() }),
  ),
});
export type MatchScores = z.infer<typeof matchScoresSchema>;
