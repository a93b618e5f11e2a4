import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/query-rows.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { USER_DATA } from './user-data-repository.ts';

/** Column names that say a row belongs to someone, whatever table they are in. */
const NAMES_A_USER = /^(user_id|.+_user_id|email|.+_email|viewer_key)$/;

describe('the user data registry covers every table with user data', () => {
  let t: TestApp;
  const registered = new Map(USER_DATA.map((entry) => [entry.table, entry]));

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists every table whose foreign key points at users or at a listed table', async () => {
    const keys = await queryRows<{ table: string; column: string; target: string }>(
      t.database.db,
      sql`select tc.table_name as table, kcu.column_name as column, ccu.table_name as target
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu
            on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
    );
    expect(keys.some((key) => key.target === 'users')).toBe(true);
    // A table pointing at a listed table holds that user's rows too (resume_files → resumes).
    const missing = keys
      .filter((key) => registered.has(key.target))
      .filter((key) => !registered.get(key.table)?.columns.includes(key.column))
      // A listed table's link to another listed table is covered by its own entry.
      .filter((key) => !registered.has(key.table) || key.target === 'users')
      .map((key) => `${key.table}.${key.column} → ${key.target}`);
    expect(missing).toEqual([]);
  });

  it('lists every table with a column that names a user', async () => {
    const columns = await queryRows<{ table: string; column: string }>(
      t.database.db,
      sql`select c.table_name as table, c.column_name as column
          from information_schema.columns c
          join information_schema.tables tb
            on tb.table_name = c.table_name and tb.table_schema = c.table_schema
          where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'`,
    );
    const naming = columns.filter((column) => NAMES_A_USER.test(column.column));
    expect(naming.length).toBeGreaterThan(5);
    const missing = naming
      .filter((column) => !registered.get(column.table)?.columns.includes(column.column))
      .map((column) => `${column.table}.${column.column}`);
    expect(missing).toEqual([]);
  });

  it('names only tables and columns that exist', async () => {
    for (const entry of USER_DATA) {
      const found = await queryRows<{ column: string }>(
        t.database.db,
        sql`select column_name as column from information_schema.columns
            where table_schema = 'public' and table_name = ${entry.table}`,
      );
      const names = found.map((row) => row.column);
      expect(names.length, entry.table).toBeGreaterThan(0);
      for (const column of entry.columns) expect(names, entry.table).toContain(column);
      for (const column of entry.omit ?? []) expect(names, entry.table).toContain(column);
    }
  });
});
