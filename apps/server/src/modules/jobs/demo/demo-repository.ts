import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';

/** Whether any job, demo or imported, is stored. */
export async function hasAnyJob(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from jobs) as found`,
  );
  return row?.found === true;
}

/** The highest `demo-<n>` stored, 0 when there is none: a new run continues after it. */
export async function lastDemoNumber(db: Executor): Promise<number> {
  const [row] = await queryRows<{ last: number | string | null }>(
    db,
    sql`select max(substring(source_id from 6)::int) as last from jobs where source = 'demo'`,
  );
  return Number(row?.last ?? 0);
}
