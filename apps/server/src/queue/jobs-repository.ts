import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

// The only SQL over pg-boss's own tables (pgboss.queue, pgboss.job); everything else goes through
// pg-boss's API. Its internal queues (`__pgboss__…`) are left out.

export type QueueCounts = {
  name: string;
  waiting: number;
  running: number;
  retrying: number;
  failed: number;
  lastCompletedAt: Date | null;
};
export type FailedJobRow = {
  id: string;
  queue: string;
  state: 'retry' | 'failed';
  error: string | null;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
  nextAttemptAt: Date | null;
};

export function countJobsPerQueue(db: Executor): Promise<QueueCounts[]> {
  return queryRows<QueueCounts>(
    db,
    sql`select q.name,
          count(j.id) filter (where j.state = 'created')::int as waiting,
          count(j.id) filter (where j.state = 'active')::int as running,
          count(j.id) filter (where j.state = 'retry')::int as retrying,
          count(j.id) filter (where j.state = 'failed')::int as failed,
          max(j.completed_on) filter (where j.state = 'completed') as "lastCompletedAt"
        from pgboss.queue q
        left join pgboss.job j on j.name = q.name
        where q.name not like '\_\_pgboss\_\_%'
        group by q.name
        order by q.name`,
  );
}

/**
 * Jobs whose last attempt failed: those waiting for their next attempt first (a schedule that
 * fails every time shows here at once, not only after its last retry), then those that gave up.
 */
export function findFailedJobs(db: Executor, limit: number): Promise<FailedJobRow[]> {
  return queryRows<FailedJobRow>(
    db,
    sql`select id::text, name as queue, state::text as state, output->>'message' as error,
          retry_count + 1 as attempts, created_on as "createdAt",
          coalesce(completed_on, started_on) as "failedAt",
          case when state = 'retry' then start_after end as "nextAttemptAt"
        from pgboss.job
        where name not like '\_\_pgboss\_\_%'
          and (state = 'failed' or (state = 'retry' and output is not null))
        order by state = 'retry' desc, coalesce(completed_on, started_on) desc nulls last
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
