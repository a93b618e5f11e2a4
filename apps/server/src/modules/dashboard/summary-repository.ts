import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { timeZoneColumns } from '../users/time-zone.ts';
import { primaryResumeJoin } from '../matching/matching-repository.ts';

/** The order of the funnel; `rejected` is no stage (a rejected application counts where it got to). */
const STAGE = (column: string) =>
  sql.raw(
    `case ${column} when 'wishlist' then 0 when 'applied' then 1 when 'interview' then 2 when 'offer' then 3 else -1 end`,
  );

export type ProfileRow = {
  language: string | null;
  profile_time_zone: string | null;
  browser_time_zone: string | null;
  resume_id: string | null;
  resume_title: string | null;
  ats_score: number | null;
  ats_analyzed_at: Date | string | null;
  saved_jobs: number;
};

/**
 * The language of the last visit, the profile's time zone, the primary resume's last score and the
 * saved jobs, in one statement.
 */
export async function findProfileFigures(db: Executor, userId: string): Promise<ProfileRow> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select u.language, ${timeZoneColumns()},
          r.id as resume_id, r.title as resume_title, r.ats_score,
          (r.last_analysis->>'analysed_at')::timestamptz as ats_analyzed_at,
          (select count(*)::int from favorite_jobs f
            where f.user_id = u.id and f.status = 'saved') as saved_jobs
        from users u left join candidate_profiles p on p.user_id = u.id
        ${primaryResumeJoin(sql`r.id, r.title, r.ats_score, r.last_analysis`)}
        where u.id = ${userId}`,
  );
  return (
    row ?? {
      language: null,
      profile_time_zone: null,
      browser_time_zone: null,
      resume_id: null,
      resume_title: null,
      ats_score: null,
      ats_analyzed_at: null,
      saved_jobs: 0,
    }
  );
}

export type StageCount = { stage: number; count: number };
export type ApplicationFigures = {
  stages: StageCount[];
  /** When each application reached `applied` (its first move to applied or beyond), if since. */
  applied: Array<Date | string>;
};

/**
 * How many applications reached each stage, and when those applied since a moment did, in one
 * pass over the user's timelines (every application's first row is its creation, and every
 * status change is a row). The furthest stage counts, so a rejected application counts where it
 * had got to; archived ones count too: they are the user's history.
 */
export async function findApplicationFigures(
  db: Executor,
  { userId, since }: { userId: string; since: Date },
): Promise<ApplicationFigures> {
  const [row] = await queryRows<{ stages: StageCount[] | null; applied: string[] | null }>(
    db,
    sql`with reached as (
          select greatest(max(${STAGE('e.to_status')}), 0) as stage,
            min(e.at) filter (where e.to_status in ('applied', 'interview', 'offer')) as applied_at
          from application_events e
          where e.user_id = ${userId}
          group by e.application_id)
        select
          (select json_agg(json_build_object('stage', stage, 'count', count)) from (
            select stage, count(*)::int as count from reached group by stage) s) as stages,
          (select json_agg(applied_at) from reached
            where applied_at >= ${since.toISOString()}::timestamptz) as applied`,
  );
  return { stages: row?.stages ?? [], applied: row?.applied ?? [] };
}

export type DueRow = {
  id: string;
  title: string;
  company: string;
  status: string;
  next_step: string;
  due: string;
};

/** Next steps due on or before a day, on applications still open (not archived, not rejected). */
export async function findDueNextSteps(
  db: Executor,
  {
    userId,
    through,
    from,
    limit,
  }: { userId: string; through: string; from?: string; limit: number },
): Promise<DueRow[]> {
  return queryRows<DueRow>(
    db,
    sql`select id, title, company, status, next_step, next_step_due::text as due
        from applications
        where user_id = ${userId} and not archived and status <> 'rejected'
          and next_step_due <= ${through}::date
          ${from ? sql`and next_step_due >= ${from}::date` : sql``}
        order by next_step_due, updated_at desc
        limit ${limit}`,
  );
}
