import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { userActivity } from '#db/schema/index.ts';

export type ActivityRow = typeof userActivity.$inferSelect;
export type NewActivityRow = typeof userActivity.$inferInsert;

export async function insertActivity(db: Executor, row: NewActivityRow): Promise<void> {
  await db.insert(userActivity).values(row);
}

/** Where the last page ended: its last entry's time and id (ties share a time). */
export type ActivityCursor = { createdAt: Date; id: string };

/** One page of the user's entries, newest first, after the cursor; one more than asked tells "more". */
export async function listActivityRows(
  db: Executor,
  { userId, after, limit }: { userId: string; after: ActivityCursor | null; limit: number },
): Promise<ActivityRow[]> {
  const owned = eq(userActivity.userId, userId);
  const where = after
    ? and(
        owned,
        or(
          lt(userActivity.createdAt, after.createdAt),
          and(eq(userActivity.createdAt, after.createdAt), lt(userActivity.id, after.id)),
        ),
      )
    : owned;
  return db
    .select()
    .from(userActivity)
    .where(where)
    .orderBy(desc(userActivity.createdAt), desc(userActivity.id))
    .limit(limit);
}

/** Entries about catalogue jobs, their titles and companies read from the catalogue. */
export async function insertJobActivities(
  db: Executor,
  { userId, kind, jobIds, now }: { userId: string; kind: 'job_saved'; jobIds: string[]; now: Date },
): Promise<void> {
  if (jobIds.length === 0) return;
  await db.execute(sql`
    insert into user_activity (user_id, kind, subject_id, job_id, title, detail, created_at)
    select ${userId}::uuid, ${kind}, j.id::text, j.id::text, j.title,
      jsonb_build_object('company', c.name), ${now.toISOString()}::timestamptz
    from jobs j join companies c on c.id = j.company_id
    where j.id = any(${`{${jobIds.join(',')}}`}::uuid[])`);
}
