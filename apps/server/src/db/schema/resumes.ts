import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { ProposedChange, ResumeProposal } from '@yonder/contract/resume-proposals';
import type {
  ResumeFileType,
  ResumeOrigin,
  ResumeParseNote,
  StoredResumeAnalysis,
} from '@yonder/contract/resumes';
import { users } from './auth.ts';
import { jobs } from './jobs.ts';
import { bytea } from './types.ts';

export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** zh | en */
    language: text('language').notNull(),
    origin: text('origin').$type<ResumeOrigin>().notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => resumes.id, {
      onDelete: 'set null',
    }),
    targetJobId: uuid('target_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    fileType: text('file_type').$type<ResumeFileType>(),
    document: jsonb('document').$type<ResumeDocument>().notNull(),
    /**
     * What the editor says about how an upload was read: `unstructured` when the parser found no
     * sections in it (its text is kept, to be sorted by hand). Null: nothing to say.
     */
    parseNote: text('parse_note').$type<ResumeParseNote>(),
    /** Grows by one on every save; a save that names an older one is refused (two tabs). */
    version: integer('version').notNull().default(1),
    atsScore: integer('ats_score'),
    /** The last analysis as the client shows it again (its score is `ats_score`). */
    lastAnalysis: jsonb('last_analysis').$type<StoredResumeAnalysis>(),
    /**
     * Claims of a tailored or translated copy that its original does not support and the person
     * vouched for (lower case): they no longer hold its export back.
     */
    confirmedClaims: jsonb('confirmed_claims').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resumes_user_updated_idx').on(table.userId, table.updatedAt.desc())],
);

/**
 * The uploaded original, apart from the resume so lists never read it. Kept in the database
 * (at most 5 MB) so every instance behind a load balancer reaches it and it goes with its resume.
 */
export const resumeFiles = pgTable(
  'resume_files',
  {
    resumeId: uuid('resume_id')
      .primaryKey()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
    /**
     * SHA-256 of `content` (hex): the same file uploaded again is found by it, per user. Every
     * write sets it; the migration that added it computed it for the files already stored.
     */
    sha256: text('sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resume_files_sha256_idx').on(table.sha256)],
);

/**
 * What tailoring or translation proposed for a copy, kept until the person has decided every
 * change (leaving the page and coming back shows it again). One per copy; the copy holds only the
 * accepted changes.
 */
export const resumeProposals = pgTable(
  'resume_proposals',
  {
    resumeId: uuid('resume_id')
      .primaryKey()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ResumeProposal['kind']>().notNull(),
    sourceResumeId: uuid('source_resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull().default(''),
    changes: jsonb('changes').$type<ProposedChange[]>().notNull(),
    missingKeywords: jsonb('missing_keywords').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resume_proposals_user_idx').on(table.userId)],
);
