import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { SERVER_ROOT } from '#lib/server-root.ts';

/** Our own feed fixtures, written in each source's public format. */
export const FEEDS = path.join(SERVER_ROOT, 'test/fixtures/feeds');
export const feed = (name: string) => path.join(FEEDS, name);

export type StoredJobView = {
  id: string;
  title: string;
  company: string;
  source: string;
  remote_type: string;
  salary_min: number | null;
  description: string;
  expires_at: Date | string | null;
  sources: string[];
};

/** Every stored job with its company and the feeds it was seen in. */
export async function storedJobs(db: Executor): Promise<StoredJobView[]> {
  return queryRows<StoredJobView>(
    db,
    sql`select j.id, j.title, c.name as company, j.source, j.remote_type, j.salary_min, j.description,
          j.expires_at,
          array(select s.source || ':' || s.source_id from job_sources s where s.job_id = j.id order by 1) as sources
        from jobs j join companies c on c.id = j.company_id
        order by j.title, j.id`,
  );
}

export async function countRows(
  db: Executor,
  table: 'jobs' | 'job_sources' | 'companies',
): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return rows[0]!.count;
}
