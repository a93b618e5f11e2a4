import { z } from 'zod';
import { text, timeZoneSchema } from './fields.ts';
import { PAY_CURRENCIES, PAY_PERIODS } from './jobs-constants.ts';

/** What the recent-activity list records. */
export const ACTIVITY_KINDS = [
  'job_saved',
  'application_added',
  'application_moved',
  'resume_analysed',
  'resume_tailored',
  'letter_written',
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** Kind-specific figures of an entry; every field optional. */
export const activityDetailSchema = z.object({
  company: z.string().optional(),
  /** A move: from which status to which (application statuses). */
  from: z.string().nullable().optional(),
  to: z.string().optional(),
  /** An analysis: the ATS score. */
  score: z.number().int().optional(),
  /** A letter written by the AI provider. */
  ai: z.boolean().optional(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  kind: activityKindSchema,
  /** The job, application, resume or letter; it may no longer exist. */
  subject_id: z.string().nullable(),
  job_id: z.string().nullable(),
  title: z.string(),
  detail: activityDetailSchema,
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const ACTIVITY_PAGE_SIZE = 20;

/** `GET /api/v1/dashboard/activity?cursor=`: the next page after the cursor of the last one. */
export const activityQuerySchema = z.object({
  cursor: text().trim().max(200).optional(),
});

export const activityPageSchema = z.object({
  items: z.array(activityItemSchema),
  /** Null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** The funnel's stages, in order: an application counts in every stage it reached. */
export const FUNNEL_STAGES = ['wishlist', 'applied', 'interview', 'offer'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const DASHBOARD_WEEKS = 12;

/** `GET /api/v1/dashboard/summary?tz=`: the browser's time zone, used when the profile names none. */
export const dashboardSummaryQuerySchema = z.object({ tz: timeZoneSchema.optional() });
export type DashboardSummaryQuery = z.infer<typeof dashboardSummaryQuerySchema>;

export const dueNextStepSchema = z.object({
  application_id: z.string(),
  title: z.string(),
  company: z.string(),
  status: z.string(),
  next_step: z.string(),
  /** The day it is due (`2026-11-30`). */
  due: z.string(),
  is_overdue: z.boolean(),
});
export type DueNextStep = z.infer<typeof dueNextStepSchema>;

export const dashboardSummarySchema = z.object({
  /** The primary resume: matching and the ATS card read it (null: the user has no resume). */
  primary_resume_id: z.string().nullable(),
  /** The latest analysis of the primary resume, or null when it was never analysed. */
  ats: z
    .object({
      score: z.number().int(),
      resume_id: z.string(),
      resume_title: z.string(),
      analyzed_at: z.string().nullable(),
    })
    .nullable(),
  /** The best current match, or null when there is nothing to match on or no job matched. */
  match: z
    .object({ score: z.number().int(), job_id: z.string(), title: z.string(), company: z.string() })
    .nullable(),
  saved_jobs: z.number().int(),
  /** Applications that reached `applied` (also those later moved on or rejected). */
  applied_jobs: z.number().int(),
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count: z.number().int() })),
  /** Applications per week (the week the application reached `applied`), oldest first. */
  weeks: z.array(z.object({ start: z.string(), count: z.number().int() })),
  /** The time zone the weeks and "today" were counted in. */
  time_zone: z.string(),
  today: z.string(),
  /** Next steps due today or earlier, on applications still open, oldest due first. */
  due_next_steps: z.array(dueNextStepSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** Where the time zone a person's day is counted in comes from (see `time_zone`). */
export const TIME_ZONE_SOURCES = ['profile', 'browser', 'default'] as const;

/** `GET/PATCH /api/v1/account/preferences` */
export const preferencesSchema = z.object({
  /** The daily mail of the next steps due that day. */
  next_step_emails: z.boolean(),
  /**
   * The time zone of the person's day (mails' dates and hours, the daily points): the profile's
   * contact time zone, else the one their browser last reported, else UTC.
   */
  time_zone: z.string(),
  time_zone_source: z.enum(TIME_ZONE_SOURCES),
  /** The currency salaries are converted to; null: by the interface language (CNY in zh, USD in en). */
  pay_currency: z.enum(PAY_CURRENCIES).nullable(),
  /** The period converted salaries are shown per. */
  pay_period: z.enum(PAY_PERIODS),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const updatePreferencesSchema = z.object({
  next_step_emails: z.boolean().optional(),
  /** The browser's own time zone, which the web app reports as a session starts. */
  browser_time_zone: timeZoneSchema.optional(),
  /** null goes back to the language's currency. */
  pay_currency: z.enum(PAY_CURRENCIES).nullable().optional(),
  pay_period: z.enum(PAY_PERIODS).optional(),
});
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

export const nextStepsUnsubscribeQuerySchema = z.object({ token: text().trim().min(1).max(200) });
