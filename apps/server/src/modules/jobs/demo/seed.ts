import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import type { JobRecord } from '../job-record.ts';
import { insertJobs } from '../job-writer.ts';
import { refreshJobStatistics } from '../jobs-repository.ts';
import { hasAnyJob, lastDemoNumber } from './demo-repository.ts';
import { DEFAULT_DEMO_SEED, demoJob } from './generate.ts';
import { demoCapacity } from './slots.ts';

export type SeedOptions = {
  count: number;
  now: Date;
  seed?: number;
  /** Jobs per statement and transaction; 1,000 keeps each insert well under PostgreSQL's 65,535 parameters. */
  batchSize?: number;
};

const giveWay = () => new Promise((resolve) => setImmediate(resolve));

/** One stream of batches: at most one of its transactions runs at a time. */
type Lane = { batch: JobRecord[]; pending: Promise<number> };

/**
 * Adds `count` demo jobs after the ones already stored, one transaction per batch, and answers how
 * many were created. Chinese and English postings never share a company, so their batches go to
 * the database side by side without waiting for each other's company rows (on PostgreSQL, two
 * connections work at once), and jobs are made while the database stores the last batches.
 */
export async function seedDemoJobs(
  db: Database,
  { count, now, seed = DEFAULT_DEMO_SEED, batchSize = 1000 }: SeedOptions,
): Promise<number> {
  const store = (batch: JobRecord[]) =>
    db.transaction(async (tx) => {
      // Demo data can be made again: no need to wait for each commit to reach the disk.
      await tx.execute(sql`set local synchronous_commit = off`);
      return insertJobs(tx, batch);
    });
  let created = 0;
  const flush = async (lane: Lane) => {
    const batch = lane.batch;
    lane.batch = [];
    created += await lane.pending;
    lane.pending = batch.length > 0 ? store(batch) : Promise.resolve(0);
    // Awaited at the next flush; until then a failure must not count as unhandled.
    lane.pending.catch(() => undefined);
  };
  const lanes: Record<JobRecord['language'], Lane> = {
    zh: { batch: [], pending: Promise.resolve(0) },
    en: { batch: [], pending: Promise.resolve(0) },
  };
  const first = (await lastDemoNumber(db)) + 1;
  if (first + count - 1 > demoCapacity()) {
    throw new RangeError(`The demo catalogue holds at most ${demoCapacity()} jobs`);
  }
  try {
    for (let n = first; n < first + count; n += 1) {
      const job = demoJob(n, seed, now);
      const lane = lanes[job.language];
      lane.batch.push(job);
      if (lane.batch.length >= batchSize) await flush(lane);
      if ((n - first) % 50 === 49) await giveWay();
    }
    for (const lane of Object.values(lanes)) await flush(lane);
    for (const lane of Object.values(lanes)) created += await lane.pending;
  } catch (error) {
    // The other lane's transaction finishes before the caller closes the database.
    await Promise.allSettled(Object.values(lanes).map((lane) => lane.pending));
    throw error;
  }
  await refreshJobStatistics(db);
  return created;
}

/** At start: fills an empty catalogue so the product has jobs to show. Answers null when not empty. */
export async function seedDemoJobsIfEmpty(
  db: Database,
  options: SeedOptions,
): Promise<{ created: number; seconds: number } | null> {
  if (options.count <= 0 || (await hasAnyJob(db))) return null;
  const started = performance.now();
  const created = await seedDemoJobs(db, options);
  return { created, seconds: (performance.now() - started) / 1000 };
}
