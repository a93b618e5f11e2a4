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
import type { ResumeFileType, ResumeOrigin } from '@yonder/contract/resumes';
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
    /** Grows by one on every save; a save that names an older one is refused (two tabs). */
    version: integer('version').notNull().default(1),
    atsScore: integer('ats_score'),
    /** When that score was computed (null for scores kept before the date was). */
    atsAnalyzedAt: timestamp('ats_analyzed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resumes_user_updated_idx').on(table.userId, table.updatedAt.desc())],
);

/**
 * The uploaded original, apart from the resume so lists never read it. Kept in the database
 * (at most 5 MB) so every instance behind a load balancer reaches it and it goes with its resume.
 */
export const resumeFiles = pgTable('resume_files', {
  resumeId: uuid('resume_id')
    .primaryKey()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
