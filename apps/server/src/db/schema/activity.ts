import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityDetail, ActivityKind } from '@yonder/contract/dashboard';
import { users } from './auth.ts';

/**
 * What a user did, for the dashboard's recent activity: a saved job, an application added or
 * moved, a resume analysed or tailored, a cover letter written. The subject's title is a snapshot,
 * so an entry still reads well after its subject was deleted.
 */
export const userActivity = pgTable(
  'user_activity',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    /** The job, application, resume or letter the entry is about (no foreign key: it may go). */
    subjectId: text('subject_id'),
    /** The job id of an entry about a job or an application of a catalogue job. */
    jobId: text('job_id'),
    title: text('title').notNull().default(''),
    /** Kind-specific figures: the statuses of a move, a score, the company. */
    detail: jsonb('detail').$type<ActivityDetail>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Pages are read newest first per user, with the id breaking ties (the cursor is both).
  (table) => [
    index('user_activity_user_created_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);
