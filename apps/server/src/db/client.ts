import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ClientBase } from 'pg';
import { SERVER_ROOT } from '../lib/server-root.ts';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository method accepts: the database or a transaction inside it. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Plain SQL through the same pool (the job queue's executor: pg-boss writes its own SQL). */
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * Statements every session runs before its next query, replacing the last set: the job queue's
   * test clock opts each session into its fake time this way (pg-boss `setSessionStatements`).
   */
  setSessionStatements: (statements: string[]) => Promise<void>;
  migrate: () => Promise<void>;
  /** The pool's connections now: open, idle among them, and queries waiting for one (metrics). */
  poolStats: () => { total: number; idle: number; waiting: number };
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
/** The advisory lock key under which one instance at a time applies migrations. */
const MIGRATION_LOCK = 0x59_4f_4e_44; // "YOND"

/**
 * PGlite's defaults (128 MB of shared buffers) alone take ~500 MB of RSS in one process; the
 * embedded database serves one node, so smaller buffers keep the whole server under 300 MB.
 */
export const PGLITE_SETTINGS = ['shared_buffers = 8MB', 'wal_buffers = 1MB', 'work_mem = 8MB'];

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

/**
 * The worker's entry: the TypeScript file in development and tests, its bundled JavaScript beside
 * `dist/server.js` in production.
 */
const PGLITE_WORKER = new URL(
  `./pglite-worker${path.extname(fileURLToPath(import.meta.url))}`,
  import.meta.url,
);

/** Starts PGlite in a worker thread (db/pglite-worker.ts) and answers the port it serves on. */
async function startPgliteWorker(
  data: PgliteWorkerData,
): Promise<{ worker: Worker; port: number }> {
  const worker = new Worker(PGLITE_WORKER, {
    workerData: data,
    ...(data.snapshot ? { transferList: [data.snapshot] } : {}),
  });
  const message = await new Promise<PgliteWorkerMessage>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the database worker stopped (${code})`)));
  });
  if (message.type !== 'ready') {
    await worker.terminate();
    throw new Error(
      `the embedded database did not start: ${'message' in message ? message.message : message.type}`,
    );
  }
  return { worker, port: message.port };
}

async function openPglite(
  source: { directory: string } | { snapshot: Blob },
): Promise<DatabaseHandle> {
  const { worker, port } = await startPgliteWorker({
    ...('directory' in source
      ? { directory: source.directory }
      : { snapshot: await source.snapshot.arrayBuffer() }),
    settings: PGLITE_SETTINGS,
  });
  // PGlite is one session: one connection, so a transaction never sees another request's query.
  // The session outlives a connection, so a new one starts by forgetting the last one's prepared
  // statements (node-postgres would prepare them again under the same names).
  const handle = await openPool(`postgres://postgres@127.0.0.1:${port}/postgres`, 1, {
    onConnect: ['deallocate all'],
    // Kept open while idle: the one session's socket takes one connection at a time.
    idleTimeoutMillis: 0,
  });
  return {
    ...handle,
    kind: 'pglite',
    close: async () => {
      await handle.close();
      const closed = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
}

function openPostgres(url: string): Promise<DatabaseHandle> {
  return openPool(url, 20);
}

async function openPool(
  url: string,
  max: number,
  { onConnect = [], idleTimeoutMillis }: { onConnect?: string[]; idleTimeoutMillis?: number } = {},
): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  let sessionStatements: string[] = [];
  const prepareSession = async (client: ClientBase) => {
    for (const statement of [...onConnect, ...sessionStatements]) await client.query(statement);
  };
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(idleTimeoutMillis !== undefined && { idleTimeoutMillis }),
    // Awaited before the connection serves its first query.
    onConnect: prepareSession,
  });
  // An idle connection the database closed (a restart, an administrator): the pool drops it and
  // opens another when needed. Without a listener the error would stop the process.
  pool.on('error', (error) => process.emitWarning(`database connection lost: ${error.message}`));
  const db = drizzle({ client: pool, schema });
  let isClosed = false;
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    query: (text, values) => pool.query(text, values),
    setSessionStatements: async (statements) => {
      sessionStatements = statements;
      // Connections opened from now on run them as they open; the ones open now are each taken
      // once (all at the same time, so no connection is taken twice) and run them here.
      const open = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
      try {
        for (const client of open)
          for (const statement of statements) await client.query(statement);
      } finally {
        for (const client of open) client.release();
      }
    },
    // Instances starting together take turns: the migrator is not safe to run twice at once.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
