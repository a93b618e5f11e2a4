import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';

/** What a job card needs, straight from SQL. */
export type JobListRow = {
  id: string;
  title: string;
  company_name: string;
  company_logo_url: string | null;
  posted_at: Date | string;
  location: string | null;
  skills: string[];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  remote_type: string;
  job_type: string;
  category: string;
  experience_years: number | null;
  is_featured: boolean;
  is_sample: boolean;
};

export type JobDetailRow = JobListRow & {
  remote_regions: string[];
  remote_timezones: string[];
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  view_count: number;
  applicants_count: number;
  application_url: string | null;
  company_website: string | null;
  company_size: string | null;
  company_industry: string | null;
  language: string;
  source: string;
  source_attribution_url: string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
};

export const LIST_COLUMNS = sql`j.id, j.title, c.name as company_name, c.logo_url as company_logo_url,
  j.posted_at, j.location, j.skills, j.salary_min, j.salary_max, j.salary_currency, j.salary_period,
  j.remote_type, j.job_type, j.category, j.experience_years, j.is_featured,
  j.source = 'demo' as is_sample`;

export async function findJobDetail(db: Executor, id: string): Promise<JobDetailRow | null> {
  return queryRows<JobDetailRow>(
    db,
    sql`
    select ${LIST_COLUMNS}, j.remote_regions, j.remote_timezones, j.description, j.requirements,
      j.responsibilities, j.benefits, j.view_count, j.applicants_count, j.application_url,
      c.website as company_website, c.size as company_size, c.industry as company_industry,
      j.language, j.source, j.expires_at, j.created_at,
      (select s.attribution_url from job_sources s
        where s.job_id = j.id and s.attribution_url is not null limit 1) as source_attribution_url
    from jobs j join companies c on c.id = j.company_id
    where j.id = ${id}`,
  ).then((rows) => rows[0] ?? null);
}

/** Counts a view once per viewer and day; answers whether this one counted. */
export async function recordJobView(
  db: Executor,
  { jobId, viewerKey, day }: { jobId: string; viewerKey: string; day: string },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`
    with seen as (
      insert into job_views (job_id, viewer_key, day) values (${jobId}, ${viewerKey}, ${day})
      on conflict do nothing returning job_id)
    update jobs set view_count = view_count + 1 where id in (select job_id from seen) returning id`,
  );
  return rows.length > 0;
}

/**
 * After a bulk write: fresh planner statistics, and the visibility map the index-only page reads
 * need. The embedded database has no autovacuum to do it; on PostgreSQL it comes sooner this way.
 */
export async function refreshJobStatistics(db: Executor): Promise<void> {
  await db.execute(sql`vacuum (analyze) jobs, companies, job_sources`);
}
