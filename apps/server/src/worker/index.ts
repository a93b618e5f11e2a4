import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failAbandonedRuns } from '../modules/ingestion/import/runs-repository.ts';
import type { FeedSyncJob } from '../modules/ingestion/schedule/feed-jobs.ts';
import { QUEUES } from '../queue/queues.ts';

/** A run still `running` after this long was left by a process that stopped. */
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * The feed imports of JOB_SOURCES on the job queue: each feed on a schedule of its own, run by
 * whichever instance fetches the job. On close, waiting fetches are cancelled and the queue stops
 * (an import being written finishes; a cancelled one goes back to the queue as a retry).
 */
async function workerPlugin(app: FastifyInstance) {
  const { schedules, baseUrls } = app.config.ingestion;
  const stopping = new AbortController();
  app.addHook('onReady', async () => {
    await app.queue.start();
    // Loaded only when needed: the normaliser and its libraries weigh on start-up.
    const { scheduleFeeds, runFeedSyncJob } =
      await import('../modules/ingestion/schedule/feed-jobs.ts');
    // With no feeds configured, schedules left by an earlier configuration are removed.
    const feeds = await scheduleFeeds({
      queue: app.queue,
      database: app.database,
      schedules,
      now: app.now,
    });
    if (feeds === 0) return;
    await failAbandonedRuns(app.database.db, new Date(app.now().getTime() - ABANDONED_AFTER_MS));
    await app.queue.work<FeedSyncJob>(QUEUES.feedSync, { localConcurrency: 1 }, (job) =>
      runFeedSyncJob({
        job,
        database: app.database,
        databaseUrl: app.config.databaseUrl,
        baseUrls,
        now: app.now,
        log: app.log,
        signal: stopping.signal,
        metrics: app.metrics.imports,
      }),
    );
    app.log.info({ feeds }, 'job imports scheduled');
  });
  app.addHook('onClose', async () => {
    stopping.abort(new Error('the server is stopping'));
    await app.queue.stop();
  });
}

export default fp(workerPlugin, { name: 'worker', dependencies: ['queue', 'metrics'] });
