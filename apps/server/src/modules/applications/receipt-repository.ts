import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { applicationReceipts } from '#db/schema/index.ts';

export type ReceiptRow = typeof applicationReceipts.$inferSelect;

export async function insertReceiptRow(
  db: Executor,
  row: typeof applicationReceipts.$inferInsert,
): Promise<void> {
  await db.insert(applicationReceipts).values(row);
}

/** An application's receipts, newest first; only those of its owner. */
export async function listReceiptRows(
  db: Executor,
  { applicationId, userId }: { applicationId: string; userId: string },
): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(applicationReceipts)
    .where(
      and(
        eq(applicationReceipts.applicationId, applicationId),
        eq(applicationReceipts.userId, userId),
      ),
    )
    .orderBy(desc(applicationReceipts.sentAt), desc(applicationReceipts.createdAt));
}
