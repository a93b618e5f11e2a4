// `npm run db:backup` and `npm run db:restore`: one archive for either database, with a manifest
// that says what it holds, and the files of DATA_DIR the database needs beside it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '#config/env.ts';
import { extractArchive, writeArchive, type ArchiveEntry } from './archive.ts';
import {
  appVersion,
  codeMigrationLevel,
  countDifferences,
  DATA_DIR_FILES,
  JWT_SECRET_FILE,
  MANIFEST_FILE,
  manifestProblem,
  manifestSchema,
  type DatabaseSnapshot,
  type Manifest,
} from './manifest.ts';
import { dumpPglite, loadPglite, PGLITE_DUMP } from './pglite-backup.ts';
import { dumpPostgres, existingTables, loadPostgres, POSTGRES_DUMP } from './postgres-backup.ts';

/** A refusal the person can act on (wrong kind, non-empty target, newer backup…). */
export class BackupError extends Error {}

type Target = Pick<Config, 'dataDir' | 'databaseUrl' | 'jwtSecret'>;

const kindOf = (config: Target): Manifest['kind'] => (config.databaseUrl ? 'postgres' : 'pglite');

const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** `output` is the archive's path when it ends in .tar.gz, else the folder it goes in. */
async function archivePath(output: string, now: Date): Promise<string> {
  if (output.endsWith('.tar.gz')) {
    await fs.mkdir(path.dirname(path.resolve(output)), { recursive: true });
    return path.resolve(output);
  }
  await fs.mkdir(output, { recursive: true });
  return path.resolve(output, `yonder-backup-${stampOf(now)}.tar.gz`);
}

/**
 * Dumps the configured database (PGlite's data directory, which must not be in use, or pg_dump of
 * DATABASE_URL) with DATA_DIR's jwt-secret into one archive, and answers it with its manifest.
 */
export async function createBackup({
  config,
  output,
  now = new Date(),
}: {
  config: Target;
  output: string;
  now?: Date;
}): Promise<{ file: string; manifest: Manifest }> {
  const file = await archivePath(output, now);
  if (await readIfPresent(file)) throw new BackupError(`${file} already exists`);
  const work = await fs.mkdtemp(path.join(path.dirname(file), '.yonder-backup-'));
  try {
    const kind = kindOf(config);
    const dumpName = kind === 'postgres' ? POSTGRES_DUMP : PGLITE_DUMP;
    const dumpFile = path.join(work, dumpName);
    const snapshot: DatabaseSnapshot =
      kind === 'postgres'
        ? await dumpPostgres(config.databaseUrl!, dumpFile)
        : await dumpPglite(config.dataDir, dumpFile);
    const files: ArchiveEntry[] = [];
    for (const name of DATA_DIR_FILES) {
      const data = await readIfPresent(path.join(config.dataDir, name));
      if (data) files.push({ name: `files/${name}`, data });
    }
    const manifest: Manifest = {
      format: 1,
      kind,
      createdAt: now.toISOString(),
      appVersion: await appVersion(),
      ...snapshot,
      database: dumpName,
      files: files.map((entry) => entry.name.slice('files/'.length) as Manifest['files'][number]),
    };
    await writeArchive(file, [
      { name: MANIFEST_FILE, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: dumpName, file: dumpFile },
      ...files,
    ]);
    return { file, manifest };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

async function readManifest(directory: string): Promise<Manifest> {
  const text = await readIfPresent(path.join(directory, MANIFEST_FILE));
  if (!text) throw new BackupError('this is not a Yonder backup: it has no manifest.json');
  const parsed = manifestSchema.safeParse(JSON.parse(text.toString('utf8')));
  if (!parsed.success)
    throw new BackupError(
      `this backup's manifest is not one this version reads: ${parsed.error.message}`,
    );
  return parsed.data;
}

const isEmptyDirectory = async (directory: string) =>
  ((await fs.readdir(directory).catch(() => [])) as string[]).length === 0;

/** What stops the restore before anything is written: a target that holds data, unless forced. */
async function targetProblem(config: Target, isForced: boolean, unpacked: string) {
  if (isForced) return null;
  if (!config.databaseUrl) {
    return (await isEmptyDirectory(config.dataDir))
      ? null
      : `DATA_DIR (${config.dataDir}) is not empty: restore into an empty folder, or add --force to replace its database and jwt-secret`;
  }
  const tables = await existingTables(config.databaseUrl);
  if (tables.length > 0) {
    return `the database of DATABASE_URL is not empty (${tables.length} tables, such as ${tables[0]}): restore into an empty database, or add --force to replace what the backup holds`;
  }
  const ours = await readIfPresent(path.join(config.dataDir, JWT_SECRET_FILE));
  const theirs = await readIfPresent(path.join(unpacked, 'files', JWT_SECRET_FILE));
  if (ours && theirs && !ours.equals(theirs)) {
    return `${path.join(config.dataDir, JWT_SECRET_FILE)} differs from the backup's: move it away, or add --force to replace it`;
  }
  return null;
}

/** The schemas a backup's tables are in (public, drizzle's and the job queue's). */
const schemasOf = (manifest: Manifest) => [
  ...new Set(['public', ...Object.keys(manifest.tables).map((name) => name.split('.')[0]!)]),
];

export type RestoreSummary = {
  manifest: Manifest;
  restored: DatabaseSnapshot;
  files: string[];
  notes: string[];
};

/**
 * Restores an archive of `createBackup` into the configured database, which must be empty (or
 * `isForced`) and of the backup's kind, at a migration level this code knows. Every table's rows
 * are counted again and must match the manifest.
 */
export async function restoreBackup({
  config,
  file,
  isForced = false,
}: {
  config: Target;
  file: string;
  isForced?: boolean;
}): Promise<RestoreSummary> {
  const unpacked = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-restore-'));
  try {
    await extractArchive(file, unpacked);
    const manifest = await readManifest(unpacked);
    const problem =
      (await manifestProblem(manifest, kindOf(config))) ??
      (await targetProblem(config, isForced, unpacked));
    if (problem) throw new BackupError(problem);

    const dumpFile = path.join(unpacked, manifest.database);
    const restored = config.databaseUrl
      ? await loadPostgres(config.databaseUrl, dumpFile, {
          replacing: isForced ? schemasOf(manifest) : [],
        })
      : await loadPglite(config.dataDir, dumpFile, { manifest, isReplacing: isForced });
    const differences = countDifferences(manifest.tables, restored.tables);
    if (differences.length > 0) {
      throw new BackupError(
        `the restored database does not hold what the backup says:\n  ${differences.join('\n  ')}`,
      );
    }

    if (manifest.files.length > 0) await fs.mkdir(config.dataDir, { recursive: true });
    for (const name of manifest.files) {
      await fs.copyFile(path.join(unpacked, 'files', name), path.join(config.dataDir, name));
      await fs.chmod(path.join(config.dataDir, name), 0o600);
    }
    const notes: string[] = [];
    if (manifest.files.includes(JWT_SECRET_FILE) && config.jwtSecret) {
      notes.push(
        'JWT_SECRET is set, so the restored jwt-secret file is unused: sessions of the backup stay valid only if JWT_SECRET is the key they were signed with.',
      );
    }
    const code = await codeMigrationLevel();
    if (manifest.migrations.applied < code.applied) {
      notes.push(
        `The backup is at migration ${manifest.migrations.latest}; this code has ${code.latest}: npm run db:migrate (or starting the server) brings it up to date.`,
      );
    }
    return { manifest, restored, files: manifest.files, notes };
  } finally {
    await fs.rm(unpacked, { recursive: true, force: true });
  }
}
