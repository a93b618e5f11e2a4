import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Runs raw SQL and answers its rows. Both drivers (node-postgres and PGlite) give `{ rows }`;
 * the shared `Database` type cannot say which, so the cast lives here once.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
