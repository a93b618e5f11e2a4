import { z } from 'zod';
import { int4, text } from './fields.ts';
import { languageSchema } from './common.ts';

/** The tones of spec 2.11. */
export const LETTER_TONES = ['formal', 'friendly', 'enthusiastic', 'concise'] as const;
export const letterToneSchema = z.enum(LETTER_TONES);
export type LetterTone = z.infer<typeof letterToneSchema>;

/** How long an AI letter should be: about 150, 250 or 350 words (Chinese: 300, 500, 700 characters). */
export const LETTER_LENGTHS = ['short', 'medium', 'long'] as const;
export const letterLengthSchema = z.enum(LETTER_LENGTHS);
export type LetterLength = z.infer<typeof letterLengthSchema>;

/** The position selector of spec 2.11: a new letter or one of two examples. */
export const LETTER_POSITIONS = ['new', 'softwareEngineer', 'productManager'] as const;
export type LetterPosition = (typeof LETTER_POSITIONS)[number];

export const LETTER_BODY_MAX = 20_000;
export const LETTER_FIELD_MAX = 200;
export const LETTER_JOB_TEXT_MAX = 20_000;

/** A sentence of an AI letter that claims what the resume does not support. */
export const letterFlagSchema = z.object({
  sentence: z.string(),
  /** The figures, skills, titles or names in it that the resume does not hold. */
  claims: z.array(z.string()),
});
export type LetterFlag = z.infer<typeof letterFlagSchema>;

export const coverLetterSummarySchema = z.object({
  id: z.string(),
  company: z.string(),
  job_title: z.string(),
  language: languageSchema,
  tone: letterToneSchema,
  ai_used: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CoverLetterSummary = z.infer<typeof coverLetterSummarySchema>;

export const coverLetterSchema = coverLetterSummarySchema.extend({
  body: z.string(),
  resume_id: z.string().nullable(),
  job_id: z.string().nullable(),
  /** Grows by one on every save; a save names the version it edited (409 otherwise). */
  version: z.number().int(),
  /** Unsupported claims still in the body: export is refused until they are fixed or removed. */
  flags: z.array(letterFlagSchema),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

export const coverLetterListSchema = z.object({
  items: z.array(coverLetterSummarySchema),
  /** Whether the operator configured an AI provider ("write with AI" needs one). */
  ai_available: z.boolean(),
});
export type CoverLetterList = z.infer<typeof coverLetterListSchema>;

export const coverLetterIdParamsSchema = z.object({ id: z.uuid() });
export const coverLetterCreatedSchema = z.object({ id: z.string() });

const field = () => text().trim().max(LETTER_FIELD_MAX);

/** `POST /api/v1/cover-letters`: save a letter written here (template, offline or AI text). */
export const createCoverLetterSchema = z.object({
  company: field().default(''),
  job_title: field().default(''),
  language: languageSchema,
  tone: letterToneSchema.default('formal'),
  body: text().trim().min(1).max(LETTER_BODY_MAX),
  resume_id: z.uuid().nullish(),
  job_id: z.uuid().nullish(),
});
export type CreateCoverLetter = z.input<typeof createCoverLetterSchema>;

/** `PUT /api/v1/cover-letters/{id}` with the version edited. */
export const updateCoverLetterSchema = z.object({
  version: int4().min(1),
  company: field().optional(),
  job_title: field().optional(),
  body: text().trim().min(1).max(LETTER_BODY_MAX).optional(),
  tone: letterToneSchema.optional(),
});
export type UpdateCoverLetter = z.input<typeof updateCoverLetterSchema>;

/** The job a letter is for: one from the catalogue or a pasted description. */
export const letterJobSchema = z.union([
  z.object({ job_id: z.uuid() }),
  z.object({
    description: text().trim().min(30).max(LETTER_JOB_TEXT_MAX),
    title: field().default(''),
    company: field().default(''),
  }),
]);
export type LetterJob = z.input<typeof letterJobSchema>;

/**
 * `POST /api/v1/cover-letters/draft` (offline, free) and `POST /api/v1/cover-letters/generate`
 * (AI, 1 point, answered as server-sent events: `delta` {text}, then `done` {letter,
 * available_credits} or `error` {code, message, partial}).
 */
export const generateCoverLetterSchema = z.object({
  resume_id: z.uuid(),
  job: letterJobSchema,
  language: languageSchema,
  tone: letterToneSchema.default('formal'),
  length: letterLengthSchema.default('medium'),
  /** Overrides the company the job names (a pasted description names none). */
  company: field().optional(),
});
export type GenerateCoverLetter = z.input<typeof generateCoverLetterSchema>;

/** What the offline engine found and wrote. */
export const letterDraftSchema = z.object({
  body: z.string(),
  company: z.string(),
  job_title: z.string(),
  job_id: z.string().nullable(),
  facts: z.object({
    matched_skills: z.array(z.string()),
    achievement: z.string().nullable(),
    years: z.number().int().nullable(),
  }),
});
export type LetterDraft = z.infer<typeof letterDraftSchema>;

export const LETTER_EXPORT_FORMATS = ['pdf', 'docx'] as const;
export const exportCoverLetterQuerySchema = z.object({
  format: z.enum(LETTER_EXPORT_FORMATS).default('pdf'),
});

/** The events of the generate stream. */
export type LetterStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { letter: CoverLetter; available_credits: number | null } }
  | { event: 'error'; data: { code: string; message: string; partial: string } };
