import type { Database, Transaction } from '#db/client.ts';
import { ensureCredit, spendCredit, type AiActionReason } from './credits-service.ts';

/**
 * Runs an AI action for 1 point: refuses at once without a point, does the (slow) work outside
 * any transaction, then stores the result and takes the point in one transaction. A failure at
 * any step stores nothing and costs nothing.
 */
export async function chargeAiAction<Work, Result>(options: {
  db: Database;
  userId: string;
  now: Date;
  reason: AiActionReason;
  work: () => Promise<Work>;
  store: (tx: Transaction, work: Work) => Promise<{ ref: string; result: Result }>;
}): Promise<Result & { available_credits: number | null }> {
  const { db, userId, now, reason } = options;
  await ensureCredit({ db, userId, now });
  const work = await options.work();
  return db.transaction(async (tx) => {
    const { ref, result } = await options.store(tx, work);
    const available = await spendCredit({ tx, userId, now, reason, ref });
    return { ...result, available_credits: available };
  });
}
