import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { verificationCodes } from '#db/schema/index.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
/** What a code is for: the public ones (`CodePurpose`) and `delete_account`. */
export type StoredCodePurpose = VerificationCodeRow['purpose'];

export async function findLatestCode(
  db: Executor,
  { email, purpose }: { email: string; purpose: StoredCodePurpose },
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export async function insertCode(
  db: Executor,
  row: typeof verificationCodes.$inferInsert,
): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/** Counts one wrong try; returns the tries so far, or undefined when the code was already used up. */
export async function addWrongAttempt(
  db: Executor,
  id: string,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts;
}

/** True only for the one caller that used the code, so a code never works twice. */
export async function consumeCode(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

export async function deleteCodesBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, before));
}
