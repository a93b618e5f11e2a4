import { z } from 'zod';
import { queryInt4, text } from './fields.ts';

/** The feeds Yonder imports jobs from. */
export const IMPORT_SOURCES = [
  'remoteok',
  'remotive',
  'weworkremotely',
  'himalayas',
  'arbeitnow',
  'greenhouse',
  'lever',
  'ashby',
  'jsonld',
] as const;

export const IMPORT_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export const IMPORT_RUNS_PAGE_SIZE_MAX = 100;
/** A run lists at most this many of its failed items; `failed` counts them all. */
export const IMPORT_RUN_FAILURES_SHOWN = 50;

export const importRunsQuerySchema = z.object({
  page: queryInt4().min(1).default(1),
  page_size: queryInt4().min(1).max(IMPORT_RUNS_PAGE_SIZE_MAX).default(20),
  /** A source (`greenhouse`, every board) or one feed (`greenhouse:acme`). */
  source: text()
    .trim()
    .max(300)
    .optional()
    .transform((value) => value || undefined),
});
export type ImportRunsQuery = z.output<typeof importRunsQuerySchema>;

export const importRunFailureSchema = z.object({ item_ref: z.string(), reason: z.string() });

/** One import of one feed: when it ran, what it did, and each item it skipped and why. */
export const importRunSchema = z.object({
  id: z.string(),
  /** The feed: `remoteok`, `greenhouse:acme`, `jsonld:https://…`. */
  source: z.string(),
  target: z.string().nullable(),
  status: z.enum(IMPORT_RUN_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  fetched: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  expired: z.number().int(),
  failed: z.number().int(),
  /** Why the whole run failed, when it did. */
  error: z.string().nullable(),
  failures: z.array(importRunFailureSchema),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRunsPageSchema = z.object({
  items: z.array(importRunSchema),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ImportRunsPage = z.infer<typeof importRunsPageSchema>;
