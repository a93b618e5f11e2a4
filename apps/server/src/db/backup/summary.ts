import type { RestoreSummary } from './backup.ts';
import { totalRows, type DatabaseSnapshot, type Manifest } from './manifest.ts';

const number = (value: number) => value.toLocaleString('en');

function bytes(value: number): string {
  if (value < 1024) return `${value} B`;
  if (value < 1024 ** 2) return `${(value / 1024).toFixed(1)} KB`;
  return `${(value / 1024 ** 2).toFixed(1)} MB`;
}

const database = (manifest: Manifest) =>
  manifest.kind === 'postgres'
    ? `PostgreSQL ${manifest.postgresVersion}`
    : `PGlite ${manifest.pgliteVersion} (PostgreSQL ${manifest.postgresVersion})`;

/** The lines both commands print about what a backup holds. */
function contents(manifest: Manifest, snapshot: DatabaseSnapshot): string[] {
  const { tables, migrations, resumeFiles } = snapshot;
  const busiest = Object.entries(tables)
    .filter(([name, count]) => name.startsWith('public.') && count > 0)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 6)
    .map(([name, count]) => `${name.slice('public.'.length)} ${number(count)}`);
  return [
    `  database   ${database(manifest)}, migration ${migrations.latest ?? 'none'} (${migrations.applied} applied)`,
    `  rows       ${number(totalRows(tables))} in ${Object.keys(tables).length} tables${busiest.length ? ` (${busiest.join(', ')}…)` : ''}`,
    `  uploads    ${number(resumeFiles.count)} resume files, ${bytes(resumeFiles.bytes)}`,
    `  files      ${manifest.files.length ? manifest.files.map((name) => `DATA_DIR/${name}`).join(', ') : 'none'}`,
  ];
}

export function formatBackupSummary({
  file,
  manifest,
  size,
}: {
  file: string;
  manifest: Manifest;
  size: number;
}): string {
  return [
    `Backup written: ${file} (${bytes(size)})`,
    ...contents(manifest, manifest),
    `  made       ${manifest.createdAt} by Yonder ${manifest.appVersion}`,
    'It holds password hashes and the session key: keep it where only operators can read it.',
  ].join('\n');
}

export function formatRestoreSummary({ manifest, restored, notes }: RestoreSummary): string {
  return [
    `Restored the backup of ${manifest.createdAt} (every table's rows counted and matching):`,
    ...contents(manifest, restored),
    ...notes,
  ].join('\n');
}
