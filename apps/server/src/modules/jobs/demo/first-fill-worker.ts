// The first start's demo catalogue, filled in a thread of its own (see first-fill.ts): the
// thread's small heap bounds the garbage that thousands of inserts leave, and all of its memory,
// the embedded database's included, is given back when it ends.
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '#db/client.ts';
import { seedDemoJobsIfEmpty } from './seed.ts';

export type FirstFillData = { dataDir: string; count: number; now: Date };
export type FirstFillMessage =
  { type: 'filled'; created: number; seconds: number } | { type: 'failed'; message: string };

const { dataDir, count, now } = workerData as FirstFillData;
const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  const demo = await seedDemoJobsIfEmpty(database.db, { count, now, batchSize: 100 });
  parentPort!.postMessage({
    type: 'filled',
    created: demo?.created ?? 0,
    seconds: demo?.seconds ?? 0,
  } satisfies FirstFillMessage);
} catch (error) {
  parentPort!.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies FirstFillMessage);
} finally {
  await database.close();
}
