import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLITE_SETTINGS } from '../client.ts';
import { DatabaseInUseError, lockDataDirectory } from '../pglite-lock.ts';
import { describeDatabase, type DatabaseSnapshot, type Manifest, type Query } from './manifest.ts';

export const PGLITE_DUMP = 'database.tar';

export const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pglite');

async function pgliteVersion(): Promise<string> {
  const pkg = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
  return (JSON.parse(await fs.readFile(pkg, 'utf8')) as { version: string }).version;
}

async function describe(db: PGlite): Promise<DatabaseSnapshot> {
  const query: Query = async (text) => (await db.query<Record<string, unknown>>(text)).rows;
  return { ...(await describeDatabase(query)), pgliteVersion: await pgliteVersion() };
}

/** Opens DATA_DIR/pglite as its only owner for the time of `use` (refused while a server runs). */
async function withPglite<T>(
  directory: string,
  options: { loadDataDir?: Blob; isReplacing?: boolean },
  use: (db: PGlite) => Promise<T>,
): Promise<T> {
  const unlock = await lockDataDirectory(directory);
  try {
    if (options.isReplacing) await fs.rm(directory, { recursive: true, force: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({
      dataDir: directory,
      postgresqlconf: PGLITE_SETTINGS,
      ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
    });
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  } finally {
    await unlock();
  }
}

/** PGlite's own dump of its data directory (a tar), written to `file`, and what it holds. */
export async function dumpPglite(dataDir: string, file: string): Promise<DatabaseSnapshot> {
  const directory = pgliteDirectory(dataDir);
  try {
    await fs.access(path.join(directory, 'PG_VERSION'));
  } catch {
    throw new Error(`there is no embedded database in ${dataDir} (no ${directory}/PG_VERSION)`);
  }
  return withPglite(directory, {}, async (db) => {
    const snapshot = await describe(db);
    const dump = await db.dumpDataDir('none');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return snapshot;
  });
}

/**
 * Loads a dump into DATA_DIR/pglite and answers what it then holds. A database already there is
 * replaced only when `isReplacing`, and never while its owner runs.
 */
export async function loadPglite(
  dataDir: string,
  file: string,
  { manifest, isReplacing }: { manifest: Manifest; isReplacing: boolean },
): Promise<DatabaseSnapshot> {
  const directory = pgliteDirectory(dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    return await withPglite(
      directory,
      { loadDataDir: new Blob([await fs.readFile(file)]), isReplacing },
      describe,
    );
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw error;
    throw new Error(
      `the embedded database could not open this backup (made by PGlite ${manifest.pgliteVersion}, ` +
        `PostgreSQL ${manifest.postgresVersion}; this is PGlite ${await pgliteVersion()}): ` +
        `${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
