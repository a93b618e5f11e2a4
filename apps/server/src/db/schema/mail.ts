import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per mail job the SMTP server accepted, written right after it did: a job tried again
 * after a crash between that answer and the job's completion finds its row and sends nothing.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  jobId: uuid('job_id').primaryKey(),
  messageId: text('message_id').notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
});
