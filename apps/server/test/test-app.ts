import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestClock } from 'pg-boss';
import { buildApp, type App, type AppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/env.ts';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { QUEUE_SCHEMA } from '../src/queue/boss.ts';

/** The PostgreSQL server every developer machine and CI has; tests make their own database on it. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestApp = {
  app: App;
  config: Config;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** A throwaway PostgreSQL database; drop() removes it and every connection to it. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `yonder_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A migrated, empty PGlite cluster as a dump, made once per set of migrations and kept in the
 * temporary directory: loading it takes a fraction of a second, creating a cluster several.
 */
export async function pgliteSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  // A dump is only valid for the PGlite release that made it.
  const pglitePackage = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
  hash.update(JSON.parse(await fs.readFile(pglitePackage, 'utf8')).version);
  // The job queue's schema is in the dump too: pg-boss installs it in about half a second.
  const bossPackage = new URL('../package.json', import.meta.resolve('pg-boss'));
  hash.update(JSON.parse(await fs.readFile(bossPackage, 'utf8')).version);
  for (const name of (await fs.readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if ((await fs.stat(file)).isFile()) hash.update(name).update(await fs.readFile(file));
  }
  const file = path.join(os.tmpdir(), `yonder-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    const [{ PGlite }, { drizzle }, { migrate }, { getConstructionPlans }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('pg-boss'),
    ]);
    const client = await PGlite.create();
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    await client.exec(getConstructionPlans(QUEUE_SCHEMA));
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside then renamed: parallel test files never read half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, file);
    return dump;
  }
}

/**
 * Builds the whole app (not listening) on a fresh database of the kind TEST_DATABASE names:
 * `pglite` (default) in a temporary directory, or `postgres` on the local server.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: App) => void,
  options: {
    now?: () => Date;
    /** The job queue's clock (see queue-clock.ts); `now` then defaults to it. */
    queueClock?: TestClock;
    dataDir?: string;
    /** The app's logger (a pino destination to read the lines); none by default. */
    logger?: AppOptions['logger'];
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-test-')));
  const postgres = process.env.TEST_DATABASE === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Search reads the catalogue's change counter before every search: a test's write is searched at once.
    SEARCH_FRESHNESS_MS: '0',
    // No test reads the real ECB; those about rates serve the stored sample.
    EXCHANGE_RATES_URL: '',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const database = await openDatabase({
    ...config,
    pgliteSnapshot: postgres ? undefined : await pgliteSnapshot(),
  });
  await database.migrate();
  const { queueClock } = options;
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    now: options.now ?? (queueClock && (() => new Date(queueClock.now()))),
    queueClock,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
      if (!options.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock the test moves by hand, so time rules (60 s resend, 15 min tokens) need no sleeping. */
export function createTestClock(start = new Date('2030-01-01T00:00:00Z')) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}
