import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#db/client.ts';
import { fetchFeed } from '../ingestion/import/fetch-feed.ts';
import { parseEcbDaily } from './ecb.ts';
import { forgetRates } from './rates.ts';
import { recomputeAnnualUsd, storeRates } from './rates-repository.ts';

export type RatesRefresh = { date: string; currencies: number; stored: number; jobs: number };

/**
 * Reads the ECB's daily reference rates from `url`, stores the day, and recomputes every job's
 * yearly US-dollar salary from the newest day, in one transaction. A bad answer throws before
 * anything is written (the job is retried; the old rates stay).
 */
export async function refreshRates({
  db,
  url,
  now,
  signal,
  log,
}: {
  db: Database;
  url: string;
  now: Date;
  signal?: AbortSignal;
  log?: FastifyBaseLogger;
}): Promise<RatesRefresh> {
  const xml = await fetchFeed(url, { signal, attempts: 2, maxBytes: 1024 * 1024 });
  const day = parseEcbDaily(xml);
  const result = await db.transaction(async (tx) => {
    const stored = await storeRates(tx, { day, source: 'ecb', now });
    const jobs = await recomputeAnnualUsd(tx);
    return { stored, jobs };
  });
  forgetRates(db);
  const summary = { date: day.date, currencies: day.perEur.size, ...result };
  log?.info(summary, 'exchange rates refreshed');
  return summary;
}
