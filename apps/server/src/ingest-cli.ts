// `npm run jobs:import -- --source <name> (--file <path> | --url <url>)`: one import of one feed
// into the configured database, recorded like a scheduled one, with a summary printed.
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { parseImportArgs, USAGE, UsageError } from './modules/ingestion/cli-options.ts';
import { runImport } from './modules/ingestion/import/run-import.ts';

const SHOWN_FAILURES = 20;

async function main() {
  const options = parseImportArgs(process.argv.slice(2));
  if (options === 'help') return console.log(USAGE);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const started = performance.now();
    const summary = await runImport({
      database,
      databaseUrl: config.databaseUrl,
      ...options,
      baseUrls: config.ingestion.baseUrls,
    });
    const seconds = (performance.now() - started) / 1000;
    const from = options.origin ? Object.values(options.origin)[0] : 'its feed';
    console.log(`Import of ${summary.source} from ${from} (${database.kind}): ${summary.status}`);
    if (summary.error) console.log(`  ${summary.error}`);
    console.log(
      `  fetched ${summary.fetched} · created ${summary.created} · updated ${summary.updated} · ` +
        `unchanged ${summary.unchanged} · expired ${summary.expired} · failed ${summary.failures.length}` +
        ` in ${seconds.toFixed(1)} s (${Math.round(summary.fetched / Math.max(seconds, 0.001))} items/s)`,
    );
    for (const failure of summary.failures.slice(0, SHOWN_FAILURES))
      console.log(`  skipped ${failure.itemRef}: ${failure.reason}`);
    if (summary.failures.length > SHOWN_FAILURES)
      console.log(
        `  … and ${summary.failures.length - SHOWN_FAILURES} more (GET /api/v1/admin/import-runs)`,
      );
    if (summary.status !== 'succeeded') process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else if (
    error instanceof TypeError &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  )
    console.error(`${error.message}\n\n${USAGE}`);
  else console.error('The import failed:', error);
  process.exitCode = 1;
});
