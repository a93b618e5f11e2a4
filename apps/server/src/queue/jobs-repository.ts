import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

// The only SQL over pg-boss's own tables (pgboss.queue, pgboss.job); everything else goes through
// pg-boss's API. Its internal queues (`__pgboss__…`) are left out.

export type QueueCounts = { name: string; waiting: number; running: number; failed: number };
export type FailedJobRow = {
  id: string;
  queue: string;
  error: string | null;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
};

export function countJobsPerQueue(db: Executor): Promise<QueueCounts[]> {
  return queryRows<QueueCounts>(
    db,
    sql`select q.name,
          count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
          count(j.id) filter (where j.state = 'active')::int as running,
          count(j.id) filter (where j.state = 'failed')::int as failed
        from pgboss.queue q
        left join pgboss.job j on j.name = q.name
        where q.name not like '\_\_pgboss\_\_%'
        group by q.name
        order by q.name`,
  );
}

export function findFailedJobs(db: Executor, limit: number): Promise<FailedJobRow[]> {
  return queryRows<FailedJobRow>(
    db,
    sql`select id::text, name as queue, output->>'message' as error,
          retry_count + 1 as attempts, created_on as "createdAt", completed_on as "failedAt"
        from pgboss.job
        where state = 'failed' and name not like '\_\_pgboss\_\_%'
        order by completed_on desc nulls last
        limit ${limit}`,
  );
}

export async function findJobState(
  db: Executor,
  id: string,
): Promise<{ queue: string; state: string } | undefined> {
  const [row] = await queryRows<{ queue: string; state: string }>(
    db,
    sql`select name as queue, state from pgboss.job where id = ${id}::uuid`,
  );
  return row;
}

/** Jobs of the queue that could run now or are running (not those waiting for a retry's time). */
export async function countUnsettledJobs(db: Executor, queue: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from pgboss.job
        where name = ${queue}
          and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
  );
  return row?.count ?? 0;
}
