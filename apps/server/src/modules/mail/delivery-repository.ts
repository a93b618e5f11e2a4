import { eq } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { mailDeliveries } from '#db/schema/index.ts';

export async function isDelivered(db: Executor, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ jobId: mailDeliveries.jobId })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.jobId, jobId));
  return row !== undefined;
}

export async function recordDelivery(
  db: Executor,
  row: { jobId: string; messageId: string; deliveredAt: Date },
): Promise<void> {
  await db.insert(mailDeliveries).values(row).onConflictDoNothing();
}
