import { z } from 'zod';
import { cleanText, int4, isKnownTimeZone, text } from './fields.ts';
import { JOB_CATEGORIES, JOB_TYPES, REMOTE_TYPES, SALARY_PERIODS } from './jobs-constants.ts';

/**
 * The candidate profile behind the auto-apply page (spec 2.12, 3): what the matching ranks the
 * catalogue with and what the extension fills application forms from. Every text is present
 * (empty when unknown) and every list exists, as in the resume document, so readers never test
 * for `undefined`. Dates are year-month (`YYYY-MM`); an empty end date means "present".
 */

const field = (max: number) => text().trim().max(max).default('');
const list = <T extends z.ZodType>(item: T, max = 50) => z.array(item).max(max).default([]);

/** An entry's id: stable across edits so the web app can key, reorder and diff entries. */
const entryId = text().trim().min(1).max(64);

export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const yearMonth = z.union([z.literal(''), text().regex(YEAR_MONTH)]).default('');

const httpUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(1000)])
  .default('');
const email = z.union([z.literal(''), z.email().max(320)]).default('');

/** ISO 3166-1 alpha-2, upper case (`CN`, `DE`). */
export const countryCode = text()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .overwrite((code) => code.toUpperCase());

/** An IANA time-zone name the runtime knows (`Asia/Shanghai`), or empty. */
const timeZone = z.union([z.literal(''), text().max(64).refine(isKnownTimeZone)]).default('');

const clock = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const profileWorkSchema = z.object({
  id: entryId,
  company: field(300),
  title: field(300),
  location: field(300),
  start: yearMonth,
  end: yearMonth,
  description: cleanText().max(5000).default(''),
});

export const profileEducationSchema = z.object({
  id: entryId,
  school: field(300),
  degree: field(200),
  field: field(300),
  start: yearMonth,
  end: yearMonth,
});

export const profileProjectSchema = z.object({
  id: entryId,
  name: field(300),
  link: httpUrl,
  description: cleanText().max(5000).default(''),
});

export const profileLinkSchema = z.object({
  id: entryId,
  label: field(100),
  url: httpUrl,
});

export const profileSkillSchema = z.object({
  id: entryId,
  name: field(100),
});

export const LANGUAGE_LEVELS = [
  'native',
  'fluent',
  'professional',
  'conversational',
  'basic',
] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const profileLanguageSchema = z.object({
  id: entryId,
  name: field(100),
  level: z.enum(LANGUAGE_LEVELS).default('professional'),
});

export const profileContactSchema = z.object({
  name: field(200),
  email,
  /** The country calling code with its plus sign (`+86`), apart from the number. */
  phoneCountryCode: z.union([z.literal(''), text().regex(/^\+\d{1,4}$/)]).default(''),
  phone: z
    .union([
      z.literal(''),
      text()
        .trim()
        .regex(/^[\d\s()-]{4,20}$/),
    ])
    .default(''),
  city: field(200),
  country: z.union([z.literal(''), countryCode]).default(''),
  timeZone,
});

export const salaryExpectationSchema = z.object({
  amount: int4().min(0),
  /** ISO 4217 (`USD`, `CNY`). */
  currency: text()
    .regex(/^[A-Za-z]{3}$/)
    .overwrite((code) => code.toUpperCase()),
  period: z.enum(SALARY_PERIODS),
});

export const profilePreferencesSchema = z.object({
  desiredTitles: list(text().trim().min(1).max(200), 10),
  categories: list(z.enum(JOB_CATEGORIES), JOB_CATEGORIES.length),
  remoteTypes: list(z.enum(REMOTE_TYPES), REMOTE_TYPES.length),
  jobTypes: list(z.enum(JOB_TYPES), JOB_TYPES.length),
  /** The countries the candidate can legally work from. */
  workCountries: list(countryCode, 50),
  /** The hours of their day (in the contact time zone) they can overlap with a team. */
  workingHours: z.object({ start: clock, end: clock }).nullable().default(null),
  minSalary: salaryExpectationSchema.nullable().default(null),
  /** `YYYY-MM-DD`, or empty for "now". */
  earliestStart: z.union([z.literal(''), z.iso.date()]).default(''),
  /** null: not said. */
  needsSponsorship: z.boolean().nullable().default(null),
  /** ISO 639-1 codes of the languages they work in (`zh`, `en`). */
  workLanguages: list(text().regex(/^[a-z]{2}$/), 20),
});

export const DECLINE = 'decline' as const;
const eeo = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum([...values, DECLINE]).default(DECLINE);

export const profileAnswersSchema = z.object({
  /** Authorised to work in the job's country without sponsorship: yes, no or not said. */
  workAuthorization: z.enum(['yes', 'no', DECLINE]).default(DECLINE),
  needsSponsorship: z.enum(['yes', 'no', DECLINE]).default(DECLINE),
  noticePeriod: field(100),
  howHeard: field(200),
  gender: eeo(['female', 'male', 'nonBinary'] as const),
  ethnicity: eeo([
    'asian',
    'black',
    'hispanic',
    'white',
    'nativeAmerican',
    'pacificIslander',
    'twoOrMore',
  ] as const),
  veteran: eeo(['yes', 'no'] as const),
  disability: eeo(['yes', 'no'] as const),
  /** Questions of application forms the candidate answered once (saved by the extension). */
  custom: list(
    z.object({ id: entryId, question: field(500), answer: cleanText().max(2000).default('') }),
    200,
  ),
});

export const candidateProfileSchema = z.object({
  contact: profileContactSchema.default(profileContactSchema.parse({})),
  work: list(profileWorkSchema),
  education: list(profileEducationSchema),
  projects: list(profileProjectSchema),
  links: list(profileLinkSchema, 20),
  skills: list(profileSkillSchema, 100),
  languages: list(profileLanguageSchema, 20),
  preferences: profilePreferencesSchema.default(profilePreferencesSchema.parse({})),
  answers: profileAnswersSchema.default(profileAnswersSchema.parse({})),
});

export type ProfileWork = z.output<typeof profileWorkSchema>;
export type ProfileEducation = z.output<typeof profileEducationSchema>;
export type ProfileProject = z.output<typeof profileProjectSchema>;
export type ProfileLink = z.output<typeof profileLinkSchema>;
export type ProfileSkill = z.output<typeof profileSkillSchema>;
export type ProfileLanguage = z.output<typeof profileLanguageSchema>;
export type ProfileContact = z.output<typeof profileContactSchema>;
export type ProfilePreferences = z.output<typeof profilePreferencesSchema>;
export type ProfileAnswers = z.output<typeof profileAnswersSchema>;
export type SalaryExpectation = z.output<typeof salaryExpectationSchema>;
/** A complete profile: every field present. */
export type CandidateProfile = z.output<typeof candidateProfileSchema>;
export type CandidateProfileInput = z.input<typeof candidateProfileSchema>;

export const emptyCandidateProfile = (): CandidateProfile => candidateProfileSchema.parse({});

/** The five completeness items of spec 2.12, 20% each. */
export const COMPLETENESS_ITEMS = [
  'contact',
  'education',
  'work',
  'skills',
  'preferences',
] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

export type ProfileCompleteness = {
  percent: number;
  items: Record<CompletenessItem, boolean>;
};

/**
 * Spec 5: a section counts when it has an entry; contact counts once a resume file is attached.
 * Preferences count when any preference is set.
 */
export function profileCompleteness(
  profile: CandidateProfile,
  hasResumeFile: boolean,
): ProfileCompleteness {
  const preferences = profile.preferences;
  const items: Record<CompletenessItem, boolean> = {
    contact: hasResumeFile,
    education: profile.education.length > 0,
    work: profile.work.length > 0,
    skills: profile.skills.length > 0,
    preferences:
      preferences.desiredTitles.length > 0 ||
      preferences.categories.length > 0 ||
      preferences.remoteTypes.length > 0 ||
      preferences.jobTypes.length > 0 ||
      preferences.workCountries.length > 0 ||
      preferences.workingHours !== null ||
      preferences.minSalary !== null ||
      preferences.earliestStart !== '' ||
      preferences.needsSponsorship !== null ||
      preferences.workLanguages.length > 0,
  };
  const done = COMPLETENESS_ITEMS.filter((item) => items[item]).length;
  return { percent: Math.round((done / COMPLETENESS_ITEMS.length) * 100), items };
}

/** The resume attached to the profile: its file is what the extension uploads to forms. */
export const profileResumeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  fileName: z.string().nullable(),
  fileType: z.string().nullable(),
  uploadedAt: z.string(),
});

export const profileViewSchema = z.object({
  profile: candidateProfileSchema,
  /** 0 before the first save. A save names the version it edited; a stale one is 409. */
  version: int4().min(0),
  completeness: z.object({
    percent: int4().min(0).max(100),
    items: z.object(
      Object.fromEntries(COMPLETENESS_ITEMS.map((item) => [item, z.boolean()])) as Record<
        CompletenessItem,
        z.ZodBoolean
      >,
    ),
  }),
  resume: profileResumeSchema.nullable(),
  /**
   * The primary resume: matching and the dashboard read it. The first resume a user gets; it
   * changes only when they choose another (or delete it). null: they have no resume.
   */
  primaryResumeId: z.uuid().nullable(),
  updatedAt: z.string().nullable(),
});
export type ProfileView = z.output<typeof profileViewSchema>;

export const updateProfileBodySchema = z.object({
  profile: candidateProfileSchema,
  version: int4().min(0),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** The sections a resume can fill, as the profile stores them. */
export const profileSectionsSchema = z.object({
  contact: profileContactSchema,
  work: z.array(profileWorkSchema),
  education: z.array(profileEducationSchema),
  projects: z.array(profileProjectSchema),
  links: z.array(profileLinkSchema),
  skills: z.array(profileSkillSchema),
  languages: z.array(profileLanguageSchema),
});
export type ProfileSections = z.output<typeof profileSectionsSchema>;
export const PROFILE_FILL_SECTIONS = [
  'contact',
  'work',
  'education',
  'projects',
  'links',
  'skills',
  'languages',
] as const satisfies readonly (keyof ProfileSections)[];

/** What a resume offers the profile: nothing is taken until the candidate saves what they chose. */
export const profileSuggestionsSchema = z.object({
  resumeId: z.uuid(),
  resumeTitle: z.string(),
  /**
   * The resume's file, which the profile can attach for the extension to upload; null for one
   * made in the editor (a PDF of it can be attached instead: `POST /profile/resume/pdf`).
   */
  fileName: z.string().nullable(),
  sections: profileSectionsSchema,
  /** Read by the AI provider (1 point on the free plan) rather than the offline parser (free). */
  aiUsed: z.boolean(),
  /**
   * What an AI reading says that the resume does not (an employer, title, date, figure, skill,
   * link…), by entry id, or `contact.<field>`: such an entry is not offered ticked, and keeping
   * it needs the candidate's confirmation.
   */
  claims: z.record(z.string(), z.array(z.string())).default({}),
  /** Points left after an AI reading (null: unlimited); absent for the free one. */
  availableCredits: z.number().int().nullable().optional(),
});
export type ProfileSuggestions = z.output<typeof profileSuggestionsSchema>;

export const profileUploadResultSchema = z.object({
  view: profileViewSchema,
  suggestions: profileSuggestionsSchema,
  /**
   * The user's library already held this file (the same bytes): nothing new was stored, and the
   * resume holding it (`suggestions.resumeTitle`) is the one attached and offered.
   */
  isDuplicate: z.boolean(),
});
export type ProfileUploadResult = z.output<typeof profileUploadResultSchema>;

/** `ai`: the spec's "smart configuration" through the AI provider, 1 point on the free plan. */
export const profileSuggestionsBodySchema = z.object({
  resumeId: z.uuid(),
  ai: z.boolean().default(false),
});
export type ProfileSuggestionsBody = z.input<typeof profileSuggestionsBodySchema>;

/** Attach a PDF of a resume made in the editor, drawn now, as the profile's resume file. */
export const profileResumePdfBodySchema = z.object({ resumeId: z.uuid() });
export type ProfileResumePdfBody = z.input<typeof profileResumePdfBodySchema>;

/**
 * Which resumes the profile points at: `resumeId` is the file the extension attaches (it must
 * have an original file), `primaryResumeId` the one matching and the dashboard read (always one
 * of the user's resumes). A field left out stays as it is.
 */
export const profileResumesBodySchema = z.object({
  resumeId: z.uuid().nullable().optional(),
  primaryResumeId: z.uuid().optional(),
});
export type ProfileResumesBody = z.input<typeof profileResumesBodySchema>;
