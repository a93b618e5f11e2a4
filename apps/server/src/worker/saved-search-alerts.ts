import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../lib/jwt-secret.ts';
import { runSavedSearchAlerts } from '../modules/saved-searches/alert-service.ts';
import { createUnsubscribeTokens } from '../modules/saved-searches/unsubscribe-token.ts';
import { jobLog, type JobMeta } from '../queue/job-log.ts';
import { QUEUES } from '../queue/queues.ts';

/** The one schedule of the alerts: pg-boss makes one job per occurrence across instances. */
const SCHEDULE_KEY = 'sweep';

/**
 * The saved-search e-mail alerts on the job queue: a sweep of the due searches at every occurrence
 * of SAVED_SEARCH_ALERTS_CRON, run by whichever instance fetches it; a failed sweep is retried.
 */
async function savedSearchAlertsPlugin(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    await app.queue.start();
    const { jwtSecret, dataDir, publicUrl, savedSearchAlertsCron } = app.config;
    const tokens = createUnsubscribeTokens(await resolveJwtSecret({ jwtSecret, dataDir }));
    await app.queue.boss.schedule(
      QUEUES.savedSearchAlerts,
      savedSearchAlertsCron,
      {},
      {
        key: SCHEDULE_KEY,
        tz: 'UTC',
      },
    );
    await app.queue.work<JobMeta>(
      QUEUES.savedSearchAlerts,
      { localConcurrency: 1 },
      async (job) => {
        const log = jobLog(app.log, job);
        const summary = await runSavedSearchAlerts({
          db: app.database.db,
          mailer: app.mailer,
          tokens,
          publicUrl,
          now: app.now(),
          log,
        });
        log.info({ ...summary, attempt: job.retryCount + 1 }, 'saved search alerts sent');
      },
    );
  });
  // No stop of its own on close: the queue stops after the feed worker has cancelled its waiting
  // fetches (worker/index.ts); stopping it here first would wait for those fetches to time out.
}

export default fp(savedSearchAlertsPlugin, {
  name: 'saved-search-alerts',
  dependencies: ['queue', 'mail'],
});
