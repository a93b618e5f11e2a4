// `npm run db:migrate`: applies the migrations to the configured database (DATABASE_URL, else
// PGlite in DATA_DIR) and exits.
import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from './client.ts';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const target = config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`;
  console.log(`Migrations applied (${target}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
