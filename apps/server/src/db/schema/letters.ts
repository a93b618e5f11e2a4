import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LetterFlag, LetterTone } from '@yonder/contract/cover-letters';
import { users } from './auth.ts';
import { jobs } from './jobs.ts';
import { resumes } from './resumes.ts';

/** Cover letters a user saved: written from the template, the offline engine or the AI. */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    /** zh | en: the letter's own language, not the interface's. */
    language: text('language').notNull(),
    tone: text('tone').$type<LetterTone>().notNull(),
    body: text('body').notNull(),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** Written by the AI provider (1 point). */
    aiUsed: boolean('ai_used').notNull().default(false),
    /** Unsupported claims still in the body (see findLetterFlags). */
    flags: jsonb('flags').$type<LetterFlag[]>().notNull().default([]),
    /** Grows by one on every save; a save that names an older one is refused (two tabs). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cover_letters_user_updated_idx').on(table.userId, table.updatedAt.desc())],
);
