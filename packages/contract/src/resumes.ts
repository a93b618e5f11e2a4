import { z } from 'zod';
import { int4, text } from './fields.ts';
import { languageSchema } from './common.ts';
import { resumeDocumentSchema } from './resume-document.ts';
import { resumeProposalSchema } from './resume-proposals.ts';

/** Accepted uploads (spec 2.12): the real type is read from the file's bytes, not its name. */
export const RESUME_FILE_TYPES = ['pdf', 'docx', 'doc', 'txt'] as const;
export const resumeFileTypeSchema = z.enum(RESUME_FILE_TYPES);
export type ResumeFileType = z.infer<typeof resumeFileTypeSchema>;
export const RESUME_UPLOAD_ACCEPT = '.pdf,.doc,.docx,.txt';
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TITLE_MAX = 120;

/** How a resume came to be. */
export const RESUME_ORIGINS = [
  'upload',
  'blank',
  'import',
  'copy',
  'tailored',
  'translation',
] as const;
export const resumeOriginSchema = z.enum(RESUME_ORIGINS);
export type ResumeOrigin = z.infer<typeof resumeOriginSchema>;

export const resumeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  language: languageSchema,
  origin: resumeOriginSchema,
  /** The resume this one was copied, tailored or translated from. */
  parent_id: z.string().nullable(),
  /** The job a tailored copy targets. */
  target_job_id: z.string().nullable(),
  file_name: z.string().nullable(),
  file_type: resumeFileTypeSchema.nullable(),
  /** Grows by one on every save; a save names the version it edited. */
  version: z.number().int(),
  /** The last analysis's score, 0 to 100, or null before any. */
  ats_score: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/**
 * What the editor says about how an uploaded file was read. `unstructured`: the parser found no
 * sections (no job, school, project or skill) in it; the document holds the file's whole text.
 */
export const RESUME_PARSE_NOTES = ['unstructured'] as const;
export const resumeParseNoteSchema = z.enum(RESUME_PARSE_NOTES);
export type ResumeParseNote = z.infer<typeof resumeParseNoteSchema>;

export const resumeSchema = resumeSummarySchema.extend({
  document: resumeDocumentSchema,
  /** Null for a resume the parser read into sections, or one not made from a file. */
  parse_note: resumeParseNoteSchema.nullable(),
});
export type Resume = z.infer<typeof resumeSchema>;

export const resumeListSchema = z.object({
  items: z.array(resumeSummarySchema),
  /** The primary resume (matching and the dashboard read it); null when there is none. */
  primary_resume_id: z.string().nullable(),
});
export type ResumeList = z.infer<typeof resumeListSchema>;

export const resumeIdParamsSchema = z.object({ id: z.uuid() });

/** After a delete: the resume that became primary because the deleted one was (else null). */
export const resumeDeletedSchema = z.object({
  new_primary: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type ResumeDeleted = z.infer<typeof resumeDeletedSchema>;
export const resumeCreatedSchema = z.object({ id: z.string() });

/**
 * `POST /api/v1/resumes`: the new resume (201), or, for a file the user already has (the same
 * bytes, whatever the name), the resume holding it (200, `is_duplicate`): nothing new is stored.
 */
export const resumeUploadedSchema = resumeCreatedSchema.extend({
  title: z.string(),
  is_duplicate: z.boolean(),
  /** How the new resume's file was read (see `parse_note` of a resume); null for a duplicate. */
  parse_note: resumeParseNoteSchema.nullable().default(null),
});
export type ResumeUploaded = z.infer<typeof resumeUploadedSchema>;

/** `POST /api/v1/resumes` with JSON (the multipart upload takes a `file` field instead). */
export const createResumeSchema = z.object({
  title: text().trim().min(1).max(RESUME_TITLE_MAX),
  language: languageSchema.default('zh'),
  document: resumeDocumentSchema.optional(),
  /** `import` for a document read from a JSON Resume file; `blank` otherwise. */
  origin: z.enum(['blank', 'import']).default('blank'),
});
export type CreateResume = z.input<typeof createResumeSchema>;

/**
 * `PUT /api/v1/resumes/{id}`. `version` is the version the client edited; when the stored one has
 * moved on (another tab saved), the server answers 409 and changes nothing.
 */
export const updateResumeSchema = z.object({
  version: int4().min(1),
  title: text().trim().min(1).max(RESUME_TITLE_MAX).optional(),
  language: languageSchema.optional(),
  document: resumeDocumentSchema.optional(),
});
export type UpdateResume = z.input<typeof updateResumeSchema>;

/** `POST /api/v1/resumes/{id}/duplicate`. */
export const duplicateResumeSchema = z.object({
  title: text().trim().min(1).max(RESUME_TITLE_MAX).optional(),
});

export const RESUME_TEMPLATES = ['classic', 'modern'] as const;
export const resumeTemplateSchema = z.enum(RESUME_TEMPLATES);
export type ResumeTemplate = z.infer<typeof resumeTemplateSchema>;
/** `GET /api/v1/resumes/{id}/pdf?template=classic` answers `application/pdf`. */
export const exportResumeQuerySchema = z.object({
  template: resumeTemplateSchema.default('classic'),
});

/** `POST /api/v1/resumes/{id}/analysis`: against a stored job, a pasted description, or nothing. */
export const analyseResumeSchema = z
  .object({
    job_id: z.uuid().optional(),
    job_description: text().trim().min(1).max(20_000).optional(),
  })
  .refine((body) => !(body.job_id && body.job_description), {
    path: ['job_description'],
    message: 'Give job_id or job_description, not both',
  });
export type AnalyseResume = z.input<typeof analyseResumeSchema>;

export const ATS_CHECKS = [
  'parseability',
  'contact',
  'sections',
  /** Analyses made before requirements were read scored the job's keywords here. */
  'keywords',
  /** Suggestions about the job's requirements (what the resume does not show). */
  'requirements',
  'quantified',
  'actionVerbs',
  'length',
  'dates',
] as const;
export const atsCheckSchema = z.enum(ATS_CHECKS);
export type AtsCheck = z.infer<typeof atsCheckSchema>;

export const atsBreakdownItemSchema = z.object({
  check: atsCheckSchema,
  /** 0 to 100 for this check. */
  score: z.number().int().min(0).max(100),
  /** How much this check counts towards the total (weights sum to 1). */
  weight: z.number(),
});

export const atsSuggestionSchema = z.object({
  check: atsCheckSchema,
  /** In the interface language. */
  message: z.string(),
});

/**
 * What a posting asks for: the role its title names, a skill, a spoken language, a degree level,
 * years of experience, or a phrase its examples stand for.
 */
export const ATS_TERM_KINDS = ['role', 'skill', 'language', 'degree', 'years', 'phrase'] as const;
export const atsTermSchema = z.object({
  kind: z.enum(ATS_TERM_KINDS),
  /** The role or phrase as written, the skill or language's name, the degree level (`bachelor`, …) or the years. */
  label: z.string(),
  /** The degree level (1 associate … 4 doctorate) or the years. */
  value: z.number().int().optional(),
});
export type AtsTerm = z.infer<typeof atsTermSchema>;

/** Where the resume meets a requirement: its line (by editor path) and the words that do, to highlight. */
export const atsEvidenceSchema = z.object({
  path: z.string(),
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type AtsEvidence = z.infer<typeof atsEvidenceSchema>;

/**
 * How a requirement was judged: `found` (the evidence's words), `writtenIn` (the resume is written
 * in the language asked for), `years` (the work history's dates give enough years), `notFound`,
 * `tooFewYears` (dated, but fewer), `noDates` (no dated work to count).
 */
export const ATS_REASONS = [
  'found',
  'writtenIn',
  'years',
  'notFound',
  'tooFewYears',
  'noDates',
] as const;

/** One requirement of the posting and what in the resume meets it. */
export const atsRequirementSchema = z.object({
  /** The posting's sentence it was read from. */
  text: z.string(),
  importance: z.enum(['must', 'nice']),
  /** Any one of these meets it ("CPA, ACCA or equivalent"). */
  alternatives: z.array(atsTermSchema).min(1),
  /** The posting accepts more than it lists ("or equivalent", "or similar"). */
  or_equivalent: z.boolean(),
  /** Named by the job's title (a Java posting's Java): counts twice. */
  is_core: z.boolean(),
  /** The alternative the resume shows; null when none. */
  met: atsTermSchema.nullable(),
  evidence: atsEvidenceSchema.nullable(),
  reason: z.enum(ATS_REASONS),
  /** The years the work history's dates give, for a requirement of years. */
  years: z.number().int().nullable(),
});
export type AtsRequirement = z.infer<typeof atsRequirementSchema>;

/** The parts of the headline score against a job: must-haves met, nice-to-haves met, the resume's own quality. */
export const ATS_SCORE_PARTS = ['mustHave', 'niceToHave', 'resume'] as const;
export const atsScorePartSchema = z.object({
  part: z.enum(ATS_SCORE_PARTS),
  score: z.number().int().min(0).max(100),
  /** Its share of the headline score (the shares sum to 1). */
  weight: z.number(),
  /** Requirements met and asked for (core ones count twice in the score, once here); null for the resume's quality. */
  met: z.number().int().nullable(),
  total: z.number().int().nullable(),
});
export type AtsScorePart = z.infer<typeof atsScorePartSchema>;

/** What an analysis compared the resume with. */
export const analysisTargetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('job'),
    /** Null once the job has left the catalogue. */
    job_id: z.string().nullable(),
    title: z.string(),
    company: z.string().nullable(),
  }),
  /** A pasted description: its first words, so the person recognises it. */
  z.object({ kind: z.literal('description'), excerpt: z.string() }),
]);
export type AnalysisTarget = z.infer<typeof analysisTargetSchema>;

/** `GET /api/v1/resumes/{id}/analysis`: the last analysis, kept with the resume; free to read. */
export const storedResumeAnalysisSchema = z.object({
  score: z.number().int().min(0).max(100),
  breakdown: z.array(atsBreakdownItemSchema),
  suggestions: z.array(atsSuggestionSchema),
  /** Only when analysed against a job or a description: the requirements' terms met and missing. */
  keywords: z.object({ matched: z.array(z.string()), missing: z.array(z.string()) }).nullable(),
  /**
   * Against a job: how the headline score is made (absent in analyses made before requirements
   * were read); `breakdown` is then the resume's own quality, check by check.
   */
  parts: z.array(atsScorePartSchema).optional(),
  /** Against a job: each requirement of the posting, must-haves first, with its evidence. */
  requirements: z.array(atsRequirementSchema).nullable().optional(),
  /** Lines of the posting that ask for what no resume's words can show (attention to detail). */
  unchecked: z.array(z.string()).optional(),
  /** Null when the resume was scored on its own. */
  target: analysisTargetSchema.nullable(),
  analysed_at: z.string(),
});
export type StoredResumeAnalysis = z.infer<typeof storedResumeAnalysisSchema>;

export const resumeAnalysisSchema = storedResumeAnalysisSchema.extend({
  /** The points left after this action; null on unlimited plans. */
  available_credits: z.number().int().nullable(),
});
export type ResumeAnalysis = z.infer<typeof resumeAnalysisSchema>;

/** `POST /api/v1/resumes/{id}/tailor`: makes a tailored copy for a job. */
export const tailorResumeSchema = z.object({ job_id: z.uuid() });

export const tailorResultSchema = z.object({
  /**
   * The tailored copy (it holds only the changes the person accepts); null when there would be
   * nothing to propose (already in the best order and no AI provider to rewrite): then no copy is
   * made and no point taken.
   */
  id: z.string().nullable(),
  /** What tailoring proposes, each change waiting for the person's decision. */
  proposal: resumeProposalSchema.nullable(),
  missing_keywords: z.array(z.string()),
  ai_used: z.boolean(),
  /** Whether this action took a point (on the free plan). */
  charged: z.boolean(),
  available_credits: z.number().int().nullable(),
});
export type TailorResult = z.infer<typeof tailorResultSchema>;

/** `POST /api/v1/resumes/{id}/translate`: makes a translated copy; needs an AI provider. */
export const translateResumeSchema = z.object({ target_language: languageSchema });
export const translateResultSchema = z.object({
  id: z.string(),
  /** Translated lines that claim what the original does not: held back for the person's decision. */
  held_back: z.number().int(),
  available_credits: z.number().int().nullable(),
});
export type TranslateResult = z.infer<typeof translateResultSchema>;
