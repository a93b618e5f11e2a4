import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id').notNull().default(''),
    type: text('type', { enum: ['bug', 'feature', 'ux', 'subscription', 'other'] }).notNull(),
    description: text('description').notNull(),
    rating: smallint('rating').notNull().default(0),
    title: text('title'),
    email: text('email'),
    allowEmailReply: boolean('allow_email_reply').notNull().default(false),
    language: text('language').notNull().default('zh'),
    ipHash: text('ip_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_created_at_idx').on(table.createdAt)],
);
