import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '#db/client.ts';

/** The advisory-lock class of feed imports ("YOND"). */
const LOCK_CLASS = 0x594f4e44;

/** Keys held in this process, per database: PGlite's one session would let a second run in. */
const held = new WeakMap<object, Set<string>>();

function lockId(key: string): number {
  return createHash('sha1').update(key).digest().readInt32BE(0);
}

export type ImportLock = { release: () => Promise<void> };

/**
 * Takes the lock of one feed (source and target) so it never runs twice at once, across
 * instances too: a PostgreSQL advisory lock held by a connection of its own for the whole run
 * (a crashed instance's lock goes with its connection). Answers null when it is taken.
 */
export async function tryImportLock(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  key: string,
): Promise<ImportLock | null> {
  const keys = held.get(database.db) ?? new Set<string>();
  held.set(database.db, keys);
  if (keys.has(key)) return null;
  keys.add(key);
  const id = lockId(key);
  try {
    if (database.kind === 'postgres' && databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      // A lost lock connection (the database restarted or dropped it) only ends the lock early;
      // the run goes on, and its writes are safe to repeat. Unheard, the error would stop the process.
      client.on('error', () => undefined);
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, $2) as locked',
        [LOCK_CLASS, id],
      );
      if (!rows[0]?.locked) {
        await client.end();
        keys.delete(key);
        return null;
      }
      return {
        release: async () => {
          keys.delete(key);
          await client.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, id]).catch(() => {});
          await client.end().catch(() => {});
        },
      };
    }
    await database.db.execute(sql`select pg_try_advisory_lock(${LOCK_CLASS}::int, ${id}::int)`);
    return {
      release: async () => {
        keys.delete(key);
        await database.db
          .execute(sql`select pg_advisory_unlock(${LOCK_CLASS}::int, ${id}::int)`)
          .catch(() => {});
      },
    };
  } catch (error) {
    keys.delete(key);
    throw error;
  }
}
