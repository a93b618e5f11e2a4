import { z } from 'zod';
import { int4, text, timeZoneSchema } from './fields.ts';

export { timeZoneSchema };

/** The five columns of the board (spec 2.2, 2.7), in their order. */
export const APPLICATION_STATUSES = [
  'wishlist',
  'applied',
  'interview',
  'offer',
  'rejected',
] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** Where an application came from. */
export const APPLICATION_SOURCES = [
  'manual',
  'url',
  'bookmark',
  'apply_prompt',
  'extension',
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const APPLICATION_SORTS = [
  'updated',
  'created',
  'company',
  'title',
  'status',
  'due',
] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const APPLICATION_FIELD_MAX = 300;
export const APPLICATION_URL_MAX = 2_000;
export const APPLICATION_NOTES_MAX = 20_000;
export const APPLICATION_CONTACTS_MAX = 20;
export const APPLICATION_INTERVIEWS_MAX = 20;

const field = () => text().trim().max(APPLICATION_FIELD_MAX);
const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value);
const urlRule = (allowEmpty: boolean) =>
  text()
    .trim()
    .max(APPLICATION_URL_MAX)
    .refine((value) => (allowEmpty && value === '') || isHttpUrl(value), {
      message: 'Must be an http or https address',
      params: { messageKey: 'applicationUrlInvalid' },
    });
/** An http or https address. */
const httpUrl = () => urlRule(false);
/** The same, or '' for none. */
const optionalUrl = () => urlRule(true);

/** A person at the company: the recruiter, the hiring manager. */
export const applicationContactSchema = z.object({
  name: field().min(1),
  role: field().default(''),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
});
export type ApplicationContact = z.infer<typeof applicationContactSchema>;

/** One interview: its moment (an instant, ISO with offset) and the time zone it was agreed in. */
export const applicationInterviewSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  time_zone: timeZoneSchema,
  label: field().default(''),
});
export type ApplicationInterview = z.infer<typeof applicationInterviewSchema>;

/** A date without a time (`2026-11-30`), in years a calendar of job searches holds. */
export const dayDateSchema = z.iso
  .date()
  .refine((value) => value >= '1900-01-01' && value <= '2199-12-31', {
    message: 'Date out of range',
  });

export const applicationEventSchema = z.object({
  id: z.string(),
  from_status: applicationStatusSchema.nullable(),
  to_status: applicationStatusSchema,
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** One answer of a form as it was sent: the question's label and the value, or the files. */
export const receiptFieldSchema = z.object({
  label: text().trim().max(500),
  value: text().max(4_000).default(''),
  files: z
    .array(z.object({ name: text().trim().min(1).max(300), size: z.number().int().min(0) }))
    .max(20)
    .default([]),
});
export type ReceiptField = z.infer<typeof receiptFieldSchema>;

export const RECEIPT_FIELDS_MAX = 300;

/**
 * What the browser extension saw sent when the user submitted an application form: the page, the
 * moment, and each field's label with its value (files by name and size). Kept with the
 * application it was recorded for, visible to its owner only.
 */
export const applicationReceiptInputSchema = z.object({
  page_url: httpUrl(),
  page_title: text().trim().max(500).default(''),
  sent_at: z.iso.datetime({ offset: true }),
  fields: z.array(receiptFieldSchema).max(RECEIPT_FIELDS_MAX),
});
export type ApplicationReceiptInput = z.input<typeof applicationReceiptInputSchema>;

export const applicationReceiptSchema = z.object({
  id: z.string(),
  page_url: z.string(),
  page_title: z.string(),
  sent_at: z.string(),
  fields: z.array(receiptFieldSchema),
});
export type ApplicationReceipt = z.infer<typeof applicationReceiptSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  /** Grows by one on every change; a PATCH names the version it edited (409 otherwise). */
  version: z.number().int(),
  archived: z.boolean(),
  /** The catalogue job, or null for an outside one. */
  job_id: z.string().nullable(),
  title: z.string(),
  company: z.string(),
  /** The catalogue company's logo, when known. */
  logo_url: z.string().nullable(),
  location: z.string(),
  url: z.string(),
  salary: z.string(),
  source: z.enum(APPLICATION_SOURCES),
  resume_id: z.string().nullable(),
  cover_letter_id: z.string().nullable(),
  notes: z.string(),
  contacts: z.array(applicationContactSchema),
  interviews: z.array(applicationInterviewSchema),
  next_step: z.string(),
  next_step_due: z.string().nullable(),
  /** Order inside its column (smaller first). */
  position: z.number(),
  /** When the status last changed (the start of "days in this column"). */
  status_changed_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The status changes, oldest first (only in the answer for one application). */
  timeline: z.array(applicationEventSchema).optional(),
  /** What the extension saw sent, newest first (only in the answer for one application). */
  receipts: z.array(applicationReceiptSchema).optional(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListSchema = z.object({
  items: z.array(applicationSchema),
  total: z.number().int(),
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

export const applicationIdParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/v1/applications` */
export const listApplicationsQuerySchema = z.object({
  status: applicationStatusSchema.optional(),
  q: text().trim().max(200).optional(),
  sort: z.enum(APPLICATION_SORTS).default('updated'),
  order: z.enum(['asc', 'desc']).optional(),
  /** `true`: only archived ones; `false` (default): only those on the board; `all`: both. */
  archived: z.enum(['true', 'false', 'all']).default('false'),
});
export type ListApplicationsQuery = z.input<typeof listApplicationsQuerySchema>;

const shared = {
  status: applicationStatusSchema.default('wishlist'),
  resume_id: z.uuid().nullish(),
  cover_letter_id: z.uuid().nullish(),
  notes: text().max(APPLICATION_NOTES_MAX).optional(),
  next_step: field().optional(),
  next_step_due: dayDateSchema.nullish(),
};

/**
 * `POST /api/v1/applications`: a catalogue job (`job_id`) or an outside one (`title`, `company`,
 * `url`). A job or URL the user already tracks moves that application instead of adding another.
 */
export const createApplicationSchema = z
  .object({
    job_id: z.uuid().optional(),
    title: field().optional(),
    company: field().optional(),
    url: optionalUrl().default(''),
    location: field().default(''),
    salary: field().default(''),
    /** `extension`: recorded by the browser extension. */
    source: z.enum(['manual', 'url', 'extension']).default('manual'),
    /** The extension's record of the form it saw sent. */
    receipt: applicationReceiptInputSchema.optional(),
    ...shared,
  })
  .superRefine((value, context) => {
    if (value.job_id) return;
    for (const key of ['title', 'company'] as const)
      if (!value[key])
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'Required for a job outside the catalogue',
          params: { messageKey: 'applicationFieldRequired' },
        });
  });
export type CreateApplication = z.input<typeof createApplicationSchema>;

/** `POST /api/v1/applications/from-url`: fetch an outside job's page and read its JobPosting. */
export const applicationFromUrlSchema = z.object({
  url: httpUrl(),
  status: applicationStatusSchema.default('wishlist'),
  /** Used when the page names none (the answer asks for them otherwise). */
  title: field().optional(),
  company: field().optional(),
});
export type ApplicationFromUrl = z.input<typeof applicationFromUrlSchema>;

/** The answer to from-url: the application made, or what the page held when it lacked a title or company. */
export const applicationFromUrlResultSchema = z.object({
  application: applicationSchema.nullable(),
  /** What the page's JobPosting said (empty strings when it had none). */
  found: z.object({
    url: z.string(),
    title: z.string(),
    company: z.string(),
    location: z.string(),
    salary: z.string(),
    job_posting: z.boolean(),
  }),
  /** Fields the user still has to give (`title`, `company`). */
  missing: z.array(z.enum(['title', 'company'])),
});
export type ApplicationFromUrlResult = z.infer<typeof applicationFromUrlResultSchema>;

/** `PATCH /api/v1/applications/{id}` with the version edited. */
export const updateApplicationSchema = z.object({
  version: int4().min(1),
  status: applicationStatusSchema.optional(),
  archived: z.boolean().optional(),
  position: z.number().finite().min(-1e9).max(1e9).optional(),
  title: field().min(1).optional(),
  company: field().min(1).optional(),
  location: field().optional(),
  url: optionalUrl().optional(),
  salary: field().optional(),
  resume_id: z.uuid().nullish(),
  cover_letter_id: z.uuid().nullish(),
  notes: text().max(APPLICATION_NOTES_MAX).optional(),
  contacts: z.array(applicationContactSchema).max(APPLICATION_CONTACTS_MAX).optional(),
  interviews: z.array(applicationInterviewSchema).max(APPLICATION_INTERVIEWS_MAX).optional(),
  next_step: field().optional(),
  next_step_due: dayDateSchema.nullish(),
});
export type UpdateApplication = z.input<typeof updateApplicationSchema>;
