import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { queryPrepared } from '../src/db/query-rows.ts';
import { createTestApp, type TestApp } from './test-app.ts';

describe('the embedded database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps /healthz answering while a long query runs', async () => {
    expect(t.database.kind).toBe('pglite');
    let queryDone = false;
    const query = t.database.db
      .execute(sql`select count(*) from generate_series(1, 5000000) as n where n % 7 = 3`)
      .then(() => {
        queryDone = true;
      });
    // Let the query reach the database before the health check.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    // Answered while the query was still running: a blocked main thread would finish it first.
    expect(queryDone).toBe(false);
    await query;
    expect(queryDone).toBe(true);
  });

  it('runs a prepared query again after its connection was replaced', async () => {
    const query = sql`select ${'still here'}::text as text`;
    expect(await queryPrepared(t.database.db, query)).toEqual([{ text: 'still here' }]);
    // The pool closes an idle connection or loses a broken one; the one session stays.
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    const ended = new Promise((resolve) => client.once('end', resolve));
    client.release(true);
    await ended;
    expect(await queryPrepared(t.database.db, query)).toEqual([{ text: 'still here' }]);
  });
});
