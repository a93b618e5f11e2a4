import { desc } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { feedback } from '#db/schema/index.ts';

export type NewFeedbackRow = typeof feedback.$inferInsert;
export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedback(db: Executor, row: NewFeedbackRow): Promise<FeedbackRow> {
  const [created] = await db.insert(feedback).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function listFeedbackRows(
  db: Executor,
  { limit, offset }: { limit: number; offset: number },
): Promise<FeedbackRow[]> {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(limit).offset(offset);
}
