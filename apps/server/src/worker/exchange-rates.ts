import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findLatestRates } from '../modules/exchange-rates/rates-repository.ts';
import { refreshRates } from '../modules/exchange-rates/rates-service.ts';
import { jobLog, type JobMeta } from '../queue/job-log.ts';
import { QUEUES } from '../queue/queues.ts';

/** The one schedule of the rates: pg-boss makes one job per occurrence across instances. */
const SCHEDULE_KEY = 'daily';

/**
 * The ECB's daily reference rates on the job queue: a fetch at every occurrence of
 * EXCHANGE_RATES_CRON (and once at start while none is stored), run by whichever instance fetches
 * the job, which stores the day and recomputes the jobs' yearly US-dollar salaries. Without
 * EXCHANGE_RATES_URL nothing is fetched and any schedule left from before is removed.
 */
async function exchangeRatesPlugin(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    await app.queue.start();
    const { url, cron } = app.config.exchangeRates;
    if (!url) {
      await app.queue.boss.unschedule(QUEUES.exchangeRates, SCHEDULE_KEY);
      return;
    }
    await app.queue.boss.schedule(QUEUES.exchangeRates, cron, {}, { key: SCHEDULE_KEY, tz: 'UTC' });
    await app.queue.work<JobMeta>(QUEUES.exchangeRates, { localConcurrency: 1 }, async (job) => {
      const log = jobLog(app.log, job);
      await refreshRates({ db: app.database.db, url, now: app.now(), log });
    });
    if (!(await findLatestRates(app.database.db)))
      await app.queue.boss.send(QUEUES.exchangeRates, {}, { singletonKey: 'first-rates' });
  });
  // The queue is stopped by the feed worker on close (see worker/index.ts).
}

export default fp(exchangeRatesPlugin, { name: 'exchange-rates', dependencies: ['queue'] });
