import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Every change to a user's points. `pool` says which balance a row moves: `daily` rows spend
 * the free plan's daily grant (computed per UTC day, never stored), `bonus` rows add or spend
 * points that last (referral rewards). The balance is always a sum over this table.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    pool: text('pool', { enum: ['daily', 'bonus'] }).notNull(),
    /** analysis | tailor | translation | referral… */
    reason: text('reason').notNull(),
    /** What the row is about, such as the resume an action made. */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_user_created_idx').on(table.userId, table.createdAt)],
);
