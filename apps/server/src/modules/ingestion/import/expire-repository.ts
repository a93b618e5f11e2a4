import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';

/** After this many consecutive runs without it, a feed has dropped a job. */
export const MISSED_RUNS_TO_EXPIRE = 2;

/**
 * Counts a missed run for every item of this feed the run did not list, then expires the jobs
 * that every one of their feeds has dropped. Answers how many jobs expired.
 */
export async function expireMissing(
  db: Executor,
  { source, runId, now }: { source: string; runId: string; now: Date },
): Promise<number> {
  const at = now.toISOString();
  await db.execute(sql`
    update job_sources set missed_runs = missed_runs + 1
    where source = ${source} and last_run_id is distinct from ${runId}::uuid`);
  const expired = await queryRows<{ id: string }>(
    db,
    sql`
    update jobs j set expires_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
    where j.id in (select job_id from job_sources where source = ${source} and missed_runs >= ${MISSED_RUNS_TO_EXPIRE})
      and not exists (
        select 1 from job_sources s where s.job_id = j.id and s.missed_runs < ${MISSED_RUNS_TO_EXPIRE})
      and (j.expires_at is null or j.expires_at > ${at}::timestamptz)
    returning j.id`,
  );
  return expired.length;
}

/** Whether this feed has jobs in search now: an empty answer from it is then suspicious. */
export async function hasLiveJobs(db: Executor, source: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ live: boolean }>(
    db,
    sql`select exists (
      select 1 from job_sources s join jobs j on j.id = s.job_id
      where s.source = ${source} and (j.expires_at is null or j.expires_at > ${now.toISOString()}::timestamptz)
    ) as live`,
  );
  return rows[0]?.live === true;
}
