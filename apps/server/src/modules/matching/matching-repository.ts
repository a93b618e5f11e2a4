import type { CandidateProfile } from '@yonder/contract/profile';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { LIST_COLUMNS, type JobListRow } from '../jobs/jobs-repository.ts';

/** What tells whether a user's prepared candidate is still current, and which resume it reads. */
export type CandidateStamp = {
  profile_updated_at: Date | string | null;
  /** Moves on at every save of the profile, even two within the same millisecond. */
  profile_version: number | null;
  resume_id: string | null;
  resume_title: string | null;
  resume_updated_at: Date | string | null;
};

/**
 * The resume matching (and the dashboard's ATS score) reads, over `users u` and
 * `candidate_profiles p`: the user's primary resume, exactly. It is stored (the first resume a
 * user gets, then whichever they choose), never guessed from the newest upload, so a new upload
 * changes neither the matches nor the dashboard's figure.
 */
export const primaryResumeJoin = (columns: SQL) => sql`
  left join lateral (
    select ${columns} from resumes r
    where r.id = p.primary_resume_id and r.user_id = u.id) r on true`;
const PRIMARY_RESUME = primaryResumeJoin(sql`r.id, r.title, r.document, r.language, r.updated_at`);

export async function findCandidateStamp(db: Executor, userId: string): Promise<CandidateStamp> {
  const [row] = await queryRows<CandidateStamp>(
    db,
    sql`select p.updated_at as profile_updated_at, p.version as profile_version,
          r.id as resume_id, r.title as resume_title,
          r.updated_at as resume_updated_at
        from users u left join candidate_profiles p on p.user_id = u.id ${PRIMARY_RESUME}
        where u.id = ${userId}`,
  );
  return (
    row ?? {
      profile_updated_at: null,
      profile_version: null,
      resume_id: null,
      resume_title: null,
      resume_updated_at: null,
    }
  );
}

export async function findCandidateSource(
  db: Executor,
  userId: string,
): Promise<{
  profile: CandidateProfile | null;
  document: ResumeDocument | null;
  language: string | null;
}> {
  const [row] = await queryRows<{
    profile: CandidateProfile | null;
    document: ResumeDocument | null;
    language: string | null;
  }>(
    db,
    sql`select p.profile, r.document, r.language
        from users u left join candidate_profiles p on p.user_id = u.id ${PRIMARY_RESUME}
        where u.id = ${userId}`,
  );
  return row ?? { profile: null, document: null, language: null };
}

/** A job row with what matching reads beside what its card shows. */
export type MatchJobRow = JobListRow & {
  remote_regions: string[];
  remote_timezones: string[];
  requirements: string[];
  language: string;
};

const MATCH_COLUMNS = sql`${LIST_COLUMNS}, j.remote_regions, j.remote_timezones, j.requirements, j.language`;

export async function findMatchJobs(db: Executor, ids: readonly string[]): Promise<MatchJobRow[]> {
  if (ids.length === 0) return [];
  return queryRows<MatchJobRow>(
    db,
    sql`select ${MATCH_COLUMNS} from jobs j join companies c on c.id = j.company_id
        where j.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
}

export type CandidateJobsQuery = {
  /** Every filter of the search, the expiry included, over `jobs j`. */
  where: SQL;
  categories: readonly string[];
  perCategory: number;
  /** Jobs whose title matches the candidate's titles, or null. */
  titleQuery: SQL | null;
  perTitle: number;
  /** Used when the candidate names no category and no title. */
  recent: number;
};

/**
 * The ids of the jobs worth scoring: the newest open jobs of each of the candidate's categories
 * (each read down its category's date index) and the newest whose title matches theirs (the
 * title vector is in the date index), within the search's filters.
 */
export async function findCandidateJobIds(
  db: Executor,
  { where, categories, perCategory, titleQuery, perTitle, recent }: CandidateJobsQuery,
): Promise<string[]> {
  const newest = sql`order by j.posted_at desc, j.id desc`;
  const parts = categories.map(
    (category) =>
      sql`(select j.id from jobs j where j.category = ${category} and ${where} ${newest} limit ${perCategory})`,
  );
  if (titleQuery) {
    parts.push(
      sql`(select j.id from jobs j where j.title_vector @@ (${titleQuery}) and ${where} ${newest} limit ${perTitle})`,
    );
  }
  if (parts.length === 0) {
    parts.push(sql`(select j.id from jobs j where ${where} ${newest} limit ${recent})`);
  }
  const rows = await queryRows<{ id: string }>(db, sql.join(parts, sql` union `));
  return rows.map((row) => row.id);
}
