import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { countRows, describeDatabase, type DatabaseSnapshot, type Query } from './manifest.ts';

export const POSTGRES_DUMP = 'database.pgdump';

const run = promisify(execFile);

async function withClient<T>(url: string, use: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.end();
  }
}

const majorOf = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

/**
 * pg_dump or pg_restore of at least the server's major version: Debian's own build of that major
 * first (/usr/lib/postgresql/N/bin), then the one on PATH. An older client cannot read a newer
 * server, so that is an error rather than a broken dump.
 */
async function findTool(name: 'pg_dump' | 'pg_restore', serverVersion: string): Promise<string> {
  const major = majorOf(serverVersion);
  let found: string | undefined;
  for (const candidate of [`/usr/lib/postgresql/${major}/bin/${name}`, name]) {
    try {
      const { stdout } = await run(candidate, ['--version']);
      const version = /\(PostgreSQL\)\s+(\S+)/.exec(stdout)?.[1] ?? stdout.trim();
      if (majorOf(version) >= major) return candidate;
      found ??= `${candidate} is PostgreSQL ${version}`;
    } catch {
      // not there
    }
  }
  throw new Error(
    `${name} of PostgreSQL ${major} or newer is needed for this server (${serverVersion})` +
      `${found ? `, and ${found}` : ', and none was found'}: install the PostgreSQL ${major} client ` +
      `tools (apt-get install postgresql-client-${major}, or your system's package)`,
  );
}

/** `--dbname` without the password, which goes in the environment: no other user sees it in `ps`. */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    arg: `--dbname=${parsed.toString()}`,
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

async function runTool(tool: string, args: string[], url: string): Promise<void> {
  const { arg, env } = connection(url);
  try {
    await run(tool, [...args, arg], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool.split('/').at(-1)} failed: ${stderr || (error as Error).message}`);
  }
}

/**
 * `pg_dump --format=custom` of the database into `file`. The counts and the dump read one exported
 * snapshot, so the manifest describes exactly what the dump holds while the servers keep running.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseSnapshot> {
  return withClient(url, async (query) => {
    await query('begin isolation level repeatable read read only');
    const [exported] = await query('select pg_export_snapshot() as snapshot');
    const snapshot = await describeDatabase(query);
    const tool = await findTool('pg_dump', snapshot.postgresVersion);
    await runTool(
      tool,
      ['--format=custom', `--snapshot=${String(exported?.snapshot)}`, `--file=${file}`],
      url,
    );
    await fs.chmod(file, 0o600);
    await query('commit');
    return snapshot;
  });
}

/** The application's tables already in the target database (none in an empty one). */
export const existingTables = (url: string) =>
  withClient(url, async (query) => Object.keys(await countRows(query)));

/**
 * Drops the schemas a forced restore replaces. `pg_restore --clean` alone cannot: it drops the
 * constraints of the job queue's partitions one by one, which PostgreSQL refuses.
 */
async function dropSchemas(url: string, schemas: string[]): Promise<void> {
  await withClient(url, async (query) => {
    await query('begin');
    for (const schema of schemas)
      await query(`drop schema if exists "${schema.replaceAll('"', '""')}" cascade`);
    await query('create schema if not exists public');
    await query('commit');
  });
}

/**
 * `pg_restore` of a dump into the database in one transaction, then what the database holds. With
 * `replacing`, those schemas are dropped first.
 */
export async function loadPostgres(
  url: string,
  file: string,
  { replacing = [] }: { replacing?: string[] } = {},
): Promise<DatabaseSnapshot> {
  const [version] = await withClient(url, (query) => query('show server_version'));
  const tool = await findTool('pg_restore', String(version?.server_version));
  if (replacing.length > 0) await dropSchemas(url, replacing);
  await runTool(tool, ['--clean', '--if-exists', '--no-owner', '--single-transaction', file], url);
  return withClient(url, describeDatabase);
}
