import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SERVER_ROOT } from '../lib/server-root.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository method accepts: the database or a transaction inside it. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');

/**
 * PGlite's defaults (128 MB of shared buffers) alone take ~500 MB of RSS in one process; the
 * embedded database serves one node, so smaller buffers keep the whole server under 300 MB.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'wal_buffers = 1MB', 'work_mem = 8MB'];

type Options = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Tests: start PGlite in memory from a dump (`dumpDataDir`); creating a cluster takes seconds. */
  pgliteSnapshot?: Blob | undefined;
};

/** PostgreSQL everywhere: a server when DATABASE_URL is set, else embedded PGlite in DATA_DIR. */
export async function openDatabase({
  databaseUrl,
  dataDir,
  pgliteSnapshot,
}: Options): Promise<DatabaseHandle> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(
    pgliteSnapshot ? { snapshot: pgliteSnapshot } : { directory: path.join(dataDir, 'pglite') },
  );
}

async function openPglite(
  source: { directory: string } | { snapshot: Blob },
): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if ('directory' in source) await fs.mkdir(source.directory, { recursive: true });
  const client = await PGlite.create({
    ...('directory' in source ? { dataDir: source.directory } : { loadDataDir: source.snapshot }),
    postgresqlconf: PGLITE_SETTINGS,
  });
  const db = drizzle({ client, schema });
  let isClosed = false;
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const db = drizzle({ client: pool, schema });
  let isClosed = false;
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}
