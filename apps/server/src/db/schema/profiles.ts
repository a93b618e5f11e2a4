import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CandidateProfile } from '@yonder/contract/profile';
import { users } from './auth.ts';
import { jobs } from './jobs.ts';
import { resumes } from './resumes.ts';
import { bytea } from './types.ts';

/** One candidate profile per user (the auto-apply page); absent until the first save. */
export const candidateProfiles = pgTable('candidate_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<CandidateProfile>().notNull(),
  /** Grows by one on every save; a save that names an older one is refused. */
  version: integer('version').notNull().default(1),
  /** The resume whose original file is the profile's (the extension attaches it to forms). */
  resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
  /**
   * The primary resume: matching and the dashboard read it. Set to the first resume a user gets,
   * then only by the user; deleting it makes a successor primary (`fillPrimaryResume`). null:
   * they have no resume.
   */
  primaryResumeId: uuid('primary_resume_id').references(() => resumes.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A job search (or "my recommendations") a user named, with its e-mail alert. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** search | matches */
    kind: text('kind', { enum: ['search', 'matches'] }).notNull(),
    /** The keyword and filters, as the job search query names them. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    /** off | daily | weekly */
    frequency: text('frequency', { enum: ['off', 'daily', 'weekly'] })
      .notNull()
      .default('off'),
    /** The jobs posted after this were not mailed yet. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
    /** "New since last opened" counts jobs posted after this. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
    index('saved_searches_due_idx').on(table.frequency, table.alertedAt),
  ],
);

/** Every job an alert mailed, so one saved search never mails a job twice. */
export const savedSearchAlertedJobs = pgTable(
  'saved_search_alerted_jobs',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.jobId] })],
);

/** A "download all my data" archive, built by a queue job and fetched through an expiring link. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | ready | failed */
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    /** sha256 of the link's secret; the secret itself is only in the mail. */
    tokenHash: text('token_hash'),
    archive: bytea('archive'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('data_exports_user_idx').on(table.userId, table.createdAt)],
);
