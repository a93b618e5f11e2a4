import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ApplicationContact,
  ApplicationInterview,
  ApplicationSource,
  ApplicationStatus,
  ReceiptField,
} from '@yonder/contract/applications';
import { users } from './auth.ts';
import { jobs } from './jobs.ts';
import { coverLetters } from './letters.ts';
import { resumes } from './resumes.ts';

/** A job the user tracks on the board: a catalogue job or an outside one (entered or fetched). */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue job; null for an outside one (and when the catalogue dropped it). */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** Copied from the catalogue job when it has one, so the card survives the job's removal. */
    title: text('title').notNull().default(''),
    company: text('company').notNull().default(''),
    location: text('location').notNull().default(''),
    url: text('url').notNull().default(''),
    salary: text('salary').notNull().default(''),
    status: text('status').$type<ApplicationStatus>().notNull(),
    archived: boolean('archived').notNull().default(false),
    source: text('source').$type<ApplicationSource>().notNull().default('manual'),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    coverLetterId: uuid('cover_letter_id').references(() => coverLetters.id, {
      onDelete: 'set null',
    }),
    notes: text('notes').notNull().default(''),
    contacts: jsonb('contacts').$type<ApplicationContact[]>().notNull().default([]),
    /** Each interview's instant and the IANA time zone it was agreed in. */
    interviews: jsonb('interviews').$type<ApplicationInterview[]>().notNull().default([]),
    nextStep: text('next_step').notNull().default(''),
    nextStepDue: date('next_step_due', { mode: 'string' }),
    /** Order inside its column, smaller first. */
    position: doublePrecision('position').notNull().default(0),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Grows by one on every change; a change that names an older one is refused (two tabs). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('applications_user_status_idx').on(table.userId, table.status, table.position),
    index('applications_user_updated_idx').on(table.userId, table.updatedAt.desc()),
    index('applications_user_due_idx').on(table.userId, table.nextStepDue),
    // One application per catalogue job and per outside address.
    uniqueIndex('applications_user_job_uidx')
      .on(table.userId, table.jobId)
      .where(sql`${table.jobId} is not null`),
    index('applications_user_url_idx').on(table.userId, table.url),
  ],
);

/** The timeline: every status an application entered, and when (its first row is its creation). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null on the first row. */
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: two changes in the same instant keep their order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('application_events_application_idx').on(table.applicationId, table.at, table.seq),
    index('application_events_user_at_idx').on(table.userId, table.at.desc()),
  ],
);

/**
 * What the browser extension saw sent when the user submitted an application's form: the page,
 * the moment, and each field's label and value (files by name and size). An application applied
 * to twice keeps both.
 */
export const applicationReceipts = pgTable(
  'application_receipts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageUrl: text('page_url').notNull(),
    pageTitle: text('page_title').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    fields: jsonb('fields').$type<ReceiptField[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_receipts_application_idx').on(table.applicationId, table.sentAt.desc()),
    index('application_receipts_user_idx').on(table.userId),
  ],
);
