import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import type { SearchConditions } from './search-query.ts';

/** How many jobs of each category and remote type match a search's keyword, salary and expiry. */
export type FacetCell = { category: string; remote_type: string; count: number };

/**
 * The matches of a search's keyword, salary and expiry, counted per category and remote type in
 * one pass. Every facet group and the total come from these cells, whatever category or remote
 * type is chosen, so one count serves all of them. With `cap`, only the first `cap + 1` matches
 * are counted: the cells are then lower bounds whenever they add up to more than `cap`. The last
 * statement of its transaction: the plan settings it makes last until the transaction ends.
 */
export async function countFacetCells(
  db: Executor,
  conditions: SearchConditions,
  { cap }: { cap?: number } = {},
): Promise<FacetCell[]> {
  // The planner finds a sequential scan (or, under a limit, a walk of the date index) cheap for
  // a common word: it cannot see that both read each job's search document back from TOAST
  // storage, which costs far more than the text index.
  if (conditions.tsQuery) {
    await db.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
  }
  const matches =
    cap === undefined
      ? sql`select j.category, j.remote_type from jobs j where ${conditions.base}`
      : sql`select j.category, j.remote_type from jobs j where ${conditions.base} limit ${cap + 1}`;
  return queryRows<FacetCell>(
    db,
    sql`select m.category, m.remote_type, count(*)::int as count from (${matches}) m
        group by m.category, m.remote_type`,
  );
}
