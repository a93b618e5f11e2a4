// `npm run db:backup -- [--output PATH]`: one archive of the configured database (PGlite in
// DATA_DIR, which must not be in use, or DATABASE_URL) and DATA_DIR's jwt-secret. See db/backup/.
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.ts';
import { BackupError, createBackup } from './backup/backup.ts';
import { formatBackupSummary } from './backup/summary.ts';
import { DatabaseInUseError } from './pglite-lock.ts';

const USAGE =
  'Usage: npm run db:backup -- [--output PATH]\n' +
  '  --output PATH  a folder (default ./backups) for yonder-backup-<time>.tar.gz, or a .tar.gz file';

class UsageError extends Error {}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        output: { type: 'string', short: 'o', default: 'backups' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function main() {
  const values = parseOptions();
  if (values.help) return console.log(USAGE);
  const config = loadConfig();
  const { file, manifest } = await createBackup({ config, output: values.output });
  console.log(formatBackupSummary({ file, manifest, size: (await fs.stat(file)).size }));
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof BackupError || error instanceof DatabaseInUseError)
    console.error(`Backup refused: ${error.message}`);
  else console.error('Backup failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
