import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FirstFillData, FirstFillMessage } from './first-fill-worker.ts';

/** The worker's entry beside this file: `.ts` from the sources, `.js` beside server.js in the bundle. */
const FIRST_FILL_WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './first-fill-worker.ts' : './first-fill-worker.js',
  import.meta.url,
);

/**
 * Heap limits of the filling thread. The inserts' garbage would otherwise grow the server's own
 * young and old generations by ~170 MB that V8 keeps after the fill (`npm run bench -- start`).
 */
const FILL_HEAP = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 };

/**
 * On the embedded database's first start (no cluster in DATA_DIR yet), creates it and fills the
 * demo catalogue in a worker thread that ends before the server opens the database. Answers what
 * was added, or null when there was nothing to do (PostgreSQL, an existing directory, no demo
 * jobs); the server's own `seedDemoJobsIfEmpty` still fills a catalogue found empty later.
 */
export async function fillNewEmbeddedCatalogue(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  count: number;
  now: Date;
}): Promise<{ created: number; seconds: number } | null> {
  const { databaseUrl, dataDir, count, now } = options;
  if (databaseUrl || count <= 0 || fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    return null;
  }
  const worker = new Worker(FIRST_FILL_WORKER, {
    workerData: { dataDir, count, now } satisfies FirstFillData,
    resourceLimits: FILL_HEAP,
  });
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  const message = await new Promise<FirstFillMessage>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the demo fill stopped (${code})`)));
  });
  await exited;
  if (message.type === 'failed')
    throw new Error(`the demo catalogue was not filled: ${message.message}`);
  return { created: message.created, seconds: message.seconds };
}
