import type { Onboarding, OnboardingStatus, UpdateOnboarding } from '@yonder/contract/onboarding';
import { onboardingStatusSchema } from '@yonder/contract/onboarding';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/auth.ts';

const statusOf = (value: string | null | undefined): OnboardingStatus | null => {
  const parsed = onboardingStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export async function getOnboarding(db: Database, userId: string): Promise<Onboarding> {
  const [row] = await db
    .select({ onboarding: users.onboarding })
    .from(users)
    .where(eq(users.id, userId));
  return { status: statusOf(row?.onboarding) };
}

/**
 * Records the step reached, or the end. An account older than onboarding (null) is never put
 * into it, and a finished or skipped one stays so: a late request from another tab moves nothing.
 */
export async function setOnboarding(
  db: Database,
  userId: string,
  status: UpdateOnboarding['status'],
): Promise<Onboarding> {
  await db
    .update(users)
    .set({ onboarding: status, updatedAt: sql`now()` })
    .where(
      sql`${users.id} = ${userId} and ${users.onboarding} is not null
          and (${users.onboarding} not in ('done', 'skipped') or ${status} in ('done', 'skipped'))`,
    );
  return getOnboarding(db, userId);
}
