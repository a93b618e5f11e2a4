// `npm run db:seed -- --jobs N [--if-empty] [--seed S] [--batch-size B]`: adds N demo jobs (default
// 5,000) to the configured database after the ones already there, and prints how long it took.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.ts';
import { hasAnyJob } from '../modules/jobs/demo/demo-repository.ts';
import { DEFAULT_DEMO_SEED } from '../modules/jobs/demo/generate.ts';
import { seedDemoJobs } from '../modules/jobs/demo/seed.ts';
import { demoCapacity } from '../modules/jobs/demo/slots.ts';
import { openDatabase } from './client.ts';

class UsageError extends Error {}

const USAGE =
  'Usage: npm run db:seed -- [--jobs N] [--if-empty] [--seed S] [--batch-size B]\n' +
  '  --jobs N        demo jobs to add (default 5000)\n' +
  '  --if-empty      add nothing when the jobs table has any job\n' +
  `  --seed S        catalogue seed (default ${DEFAULT_DEMO_SEED})\n` +
  '  --batch-size B  jobs per transaction, 1 to 1500 (default 1000)';

function parseOptions() {
  try {
    return parseArgs({
      options: {
        jobs: { type: 'string', default: '5000' },
        'if-empty': { type: 'boolean', default: false },
        seed: { type: 'string', default: String(DEFAULT_DEMO_SEED) },
        'batch-size': { type: 'string', default: '1000' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function readOptions() {
  const values = parseOptions();
  const number = (name: string, text: string, min: number, max: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`);
    }
    return value;
  };
  return {
    isHelp: values.help,
    count: number('jobs', values.jobs, 0, demoCapacity()),
    isIfEmpty: values['if-empty'],
    seed: number('seed', values.seed, 0, 2 ** 32 - 1),
    batchSize: number('batch-size', values['batch-size'], 1, 1500),
  };
}

async function main() {
  const options = readOptions();
  if (options.isHelp) return console.log(USAGE);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (options.isIfEmpty && (await hasAnyJob(database.db))) {
      console.log('The jobs table is not empty: no demo jobs added (--if-empty).');
      return;
    }
    const started = performance.now();
    const created = await seedDemoJobs(database.db, { ...options, now: new Date() });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Added ${created.toLocaleString('en')} demo jobs in ${seconds.toFixed(1)} s ` +
        `(${Math.round(created / Math.max(seconds, 0.001)).toLocaleString('en')} jobs/s, ${database.kind}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error('Seeding failed:', error);
  process.exitCode = 1;
});
