import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from '#lib/server-root.ts';
import { MIGRATIONS_DIR } from '../client.ts';

export const MANIFEST_FILE = 'manifest.json';
export const JWT_SECRET_FILE = 'jwt-secret';
/** Files of DATA_DIR a backup carries beside the database, under `files/` in the archive. */
export const DATA_DIR_FILES = [JWT_SECRET_FILE] as const;

const migrationLevelSchema = z.object({
  /** Migrations applied, and the newest one's tag and journal time (drizzle's `created_at`). */
  applied: z.number().int().min(0),
  latest: z.string().nullable(),
  latestWhen: z.number().nullable(),
});

export const manifestSchema = z.object({
  format: z.literal(1),
  kind: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  appVersion: z.string(),
  postgresVersion: z.string(),
  pgliteVersion: z.string().optional(),
  migrations: migrationLevelSchema,
  /** Rows per table (`schema.table`), counted in the snapshot the dump was taken from. */
  tables: z.record(z.string(), z.number().int().min(0)),
  resumeFiles: z.object({ count: z.number().int(), bytes: z.number().int() }),
  /** The dump's entry in the archive, and the DATA_DIR files carried (`files/<name>`). */
  database: z.string(),
  files: z.array(z.enum(DATA_DIR_FILES)),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type MigrationLevel = z.infer<typeof migrationLevelSchema>;

/** One query on whatever connection the backup holds (PGlite, or a node-postgres client). */
export type Query = (text: string) => Promise<Array<Record<string, unknown>>>;

/** Every table but the system's: the application's, drizzle's journal and the job queue's. */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables as Array<{ schema: string; name: string }>) {
    const quoted = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    const [row] = await query(`select count(*)::text as count from ${quoted}`);
    counts[`${schema}.${name}`] = Number(row?.count);
  }
  return counts;
}

type Journal = { entries: Array<{ tag: string; when: number }> };

async function readJournal(): Promise<Journal['entries']> {
  const journal = JSON.parse(
    await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries;
}

/** The newest migration this code knows. */
export async function codeMigrationLevel(): Promise<MigrationLevel> {
  const entries = await readJournal();
  const latest = entries.at(-1);
  return { applied: entries.length, latest: latest?.tag ?? null, latestWhen: latest?.when ?? null };
}

/** The migrations applied to a database, named from this code's journal where it knows them. */
export async function databaseMigrationLevel(query: Query): Promise<MigrationLevel> {
  const [exists] = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return { applied: 0, latest: null, latestWhen: null };
  const [row] = await query(
    `select count(*)::int as applied, max(created_at)::text as latest_when
       from drizzle.__drizzle_migrations`,
  );
  const latestWhen = row?.latest_when == null ? null : Number(row.latest_when);
  const entry = (await readJournal()).find((candidate) => candidate.when === latestWhen);
  return {
    applied: Number(row?.applied ?? 0),
    latest: entry?.tag ?? (latestWhen === null ? null : `unknown migration of ${latestWhen}`),
    latestWhen,
  };
}

export async function resumeFileTotals(query: Query): Promise<Manifest['resumeFiles']> {
  const [exists] = await query(`select to_regclass('public.resume_files') is not null as ok`);
  if (!exists?.ok) return { count: 0, bytes: 0 };
  const [row] = await query(
    `select count(*)::int as count, coalesce(sum(octet_length(content)), 0)::text as bytes
       from resume_files`,
  );
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

export async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await fs.readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Why this code must not restore the backup, if it must not. */
export async function manifestProblem(
  manifest: Manifest,
  kind: Manifest['kind'],
): Promise<string | null> {
  if (manifest.kind !== kind) {
    const target = kind === 'postgres' ? 'a PostgreSQL server (DATABASE_URL)' : 'PGlite (DATA_DIR)';
    return `this is a backup of ${manifest.kind === 'postgres' ? 'a PostgreSQL server' : 'the embedded database (PGlite)'}, and the target is ${target}: restore it with the same kind of database`;
  }
  const code = await codeMigrationLevel();
  const known = (await readJournal()).some(
    (entry) => entry.when === manifest.migrations.latestWhen,
  );
  if (manifest.migrations.latestWhen !== null && !known) {
    return `the backup's database is at migration ${manifest.migrations.latest} (${manifest.migrations.applied} applied), newer than this code knows (${code.latest}, ${code.applied}): restore it with the version of Yonder that made it (${manifest.appVersion}) or a newer one`;
  }
  return null;
}

export type DatabaseSnapshot = Pick<
  Manifest,
  'postgresVersion' | 'pgliteVersion' | 'migrations' | 'tables' | 'resumeFiles'
>;

/** What a database holds: its version, migration level, rows per table and uploaded files. */
export async function describeDatabase(query: Query): Promise<DatabaseSnapshot> {
  const [version] = await query('show server_version');
  return {
    postgresVersion: String(version?.server_version),
    migrations: await databaseMigrationLevel(query),
    tables: await countRows(query),
    resumeFiles: await resumeFileTotals(query),
  };
}

export const totalRows = (tables: Record<string, number>) =>
  Object.values(tables).reduce((sum, count) => sum + count, 0);

/** The tables whose counts differ, as `table: expected → found` lines. */
export function countDifferences(
  expected: Record<string, number>,
  found: Record<string, number>,
): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...names]
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: ${expected[name] ?? 'absent'} → ${found[name] ?? 'absent'}`);
}
