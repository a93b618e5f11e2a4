import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Runs raw SQL and answers its rows. Both drivers (node-postgres and PGlite) give `{ rows }`;
 * the shared `Database` type cannot say which, so the cast lives here once.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Runs raw SQL as a named prepared statement: each connection parses it once, and the database
 * keeps one plan for it once that plan proves no worse than planning each time. For the hot
 * queries whose text takes one of a few shapes (the values are parameters), never for text that
 * grows with user input: each shape stays prepared on every connection.
 */
export async function queryPrepared<T>(db: Executor, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `y_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as unknown as { rows: T[] }).rows;
}
