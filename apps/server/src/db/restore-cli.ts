// `npm run db:restore -- <file> [--force]`: restores a backup of `npm run db:backup` into the
// configured database (an empty DATA_DIR, or the empty database of DATABASE_URL). See db/backup/.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.ts';
import { ArchiveError } from './backup/archive.ts';
import { BackupError, restoreBackup } from './backup/backup.ts';
import { formatRestoreSummary } from './backup/summary.ts';
import { DatabaseInUseError } from './pglite-lock.ts';

class UsageError extends Error {}

const USAGE =
  'Usage: npm run db:restore -- <yonder-backup-….tar.gz> [--force]\n' +
  '  --force  replace the database (and jwt-secret) already in the target';

async function main() {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        allowPositionals: true,
        options: {
          force: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
      });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  })();
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError('name one backup file');
  const config = loadConfig();
  const summary = await restoreBackup({ config, file: positionals[0]!, isForced: values.force });
  console.log(formatRestoreSummary(summary));
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else if (
    error instanceof BackupError ||
    error instanceof ArchiveError ||
    error instanceof DatabaseInUseError
  )
    console.error(`Restore refused: ${error.message}`);
  else console.error('Restore failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
