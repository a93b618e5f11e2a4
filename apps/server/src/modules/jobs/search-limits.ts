import { sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';

/** PostgreSQL's `query_canceled`: here, a statement past `statement_timeout`. */
const QUERY_CANCELED = '57014';

/** Margin for the server's own cancellation to win the race on PostgreSQL. */
const TIMER_MARGIN_MS = 250;

export const searchTimedOut = () => new AppError(503, 'searchTimedOut');

function isCanceled(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}

/**
 * Runs a search's statements in one transaction whose every statement stops after `ms`
 * (`statement_timeout`, set for this transaction only). The cancelled statement fails the
 * transaction, which is rolled back, so the connection goes back to the pool clean. PGlite has no
 * timers and ignores the setting: there a timer answers for it, and the query, which cannot be
 * stopped, finishes in the background before its connection serves anyone else.
 */
export async function withSearchTimeout<T>(
  db: Executor,
  ms: number,
  run: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const work = db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${String(ms)}, true)`);
    return run(tx);
  });
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(searchTimedOut()), ms + TIMER_MARGIN_MS);
  });
  // Settled late, after the timer answered: nobody waits for it any more.
  work.catch(() => {});
  try {
    return await Promise.race([work, expired]);
  } catch (error) {
    throw isCanceled(error) ? searchTimedOut() : error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How busy search is, for the facet counts. Counting every match of a common word is the one
 * expensive step of a search, and a stream of distinct searches can never reuse a count. At most
 * `exactCounts` exact counts run at once; while more than `busyAt` searches are in flight, only a
 * search asked for again gets one (see count-cache.ts), the others count a bounded sample, and
 * the database keeps up with the pages. A person searching alone is never busy.
 */
export function createSearchLoad({ exactCounts, busyAt }: { exactCounts: number; busyAt: number }) {
  let inFlight = 0;
  let counting = 0;
  return {
    async track<T>(search: () => Promise<T>): Promise<T> {
      inFlight += 1;
      try {
        return await search();
      } finally {
        inFlight -= 1;
      }
    },
    /** More searches in flight than people searching make. */
    isBusy: () => inFlight > busyAt,
    /** A slot for an exact count, or null; the answer gives it back. */
    tryExactCount({ isRepeat }: { isRepeat: boolean }): (() => void) | null {
      if (counting >= exactCounts || (inFlight > busyAt && !isRepeat)) return null;
      counting += 1;
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        counting -= 1;
      };
    },
  };
}
export type SearchLoad = ReturnType<typeof createSearchLoad>;
