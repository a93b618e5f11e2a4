import type { AddFavoriteJob } from '@yonder/contract/jobs';
import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { favoriteJobs } from '#db/schema/index.ts';
import { LIST_COLUMNS, type JobListRow } from './jobs-repository.ts';

export type FavoriteRow = JobListRow & {
  status: 'saved' | 'deleted';
  saved_at: Date | string;
  notes: string | null;
};

/** Saves or un-saves a job for a user; the same call twice leaves one row. */
export async function upsertFavorite(
  db: Executor,
  userId: string,
  input: AddFavoriteJob,
): Promise<void> {
  const fields = {
    status: input.status,
    jobTitle: input.job_title ?? null,
    jobUrl: input.job_url ?? null,
    companyName: input.company_name ?? null,
    location: input.location ?? null,
    source: input.source ?? null,
    notes: input.notes ?? null,
  };
  await db
    .insert(favoriteJobs)
    .values({ userId, jobId: input.job_id, ...fields })
    .onConflictDoUpdate({
      target: [favoriteJobs.userId, favoriteJobs.jobId],
      set: { ...fields, updatedAt: sql`now()` },
    });
}

/**
 * Saves the given jobs for a user, those that exist and are not saved yet (a job un-saved on the
 * account and bookmarked again as a guest is saved again); answers the ids it saved.
 */
export async function saveFavorites(
  db: Executor,
  userId: string,
  jobIds: string[],
): Promise<string[]> {
  const rows = await queryRows<{ job_id: string }>(
    db,
    sql`
    insert into favorite_jobs (user_id, job_id, status, job_title, company_name, source, notes)
    select ${userId}, j.id, 'saved', j.title, c.name, 'web_app', 'saved as a guest'
    from jobs j join companies c on c.id = j.company_id
    where j.id = any(${`{${jobIds.join(',')}}`}::uuid[])
    on conflict (user_id, job_id) do update set status = 'saved', updated_at = now()
      where favorite_jobs.status <> 'saved'
    returning job_id`,
  );
  return rows.map((row) => row.job_id);
}

export async function findFavoriteStatus(
  db: Executor,
  { userId, jobId }: { userId: string; jobId: string },
): Promise<'saved' | 'deleted' | null> {
  const [row] = await queryRows<{ status: 'saved' | 'deleted' }>(
    db,
    sql`select status from favorite_jobs where user_id = ${userId} and job_id = ${jobId}`,
  );
  return row?.status ?? null;
}

export async function listSavedFavorites(db: Executor, userId: string): Promise<FavoriteRow[]> {
  return queryRows<FavoriteRow>(
    db,
    sql`
    select ${LIST_COLUMNS}, f.status, f.updated_at as saved_at, f.notes
    from favorite_jobs f
      join jobs j on j.id = f.job_id
      join companies c on c.id = j.company_id
    where f.user_id = ${userId} and f.status = 'saved'
    order by f.updated_at desc
    limit 500`,
  );
}

export async function jobExists(db: Executor, id: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from jobs where id = ${id}`);
  return rows.length > 0;
}
