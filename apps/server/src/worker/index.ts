import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failAbandonedRuns } from '../modules/ingestion/import/runs-repository.ts';
import type { Scheduler } from '../modules/ingestion/schedule/scheduler.ts';

/** A run still `running` after this long was left by a process that stopped. */
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * The background worker: the scheduled feed imports of JOB_SOURCES, started when the server is
 * ready and stopped when it closes (waiting fetches cancelled, running imports finished).
 */
async function workerPlugin(app: FastifyInstance) {
  const { schedules, baseUrls } = app.config.ingestion;
  if (schedules.length === 0) return;
  let scheduler: Scheduler | null = null;
  app.addHook('onReady', async () => {
    await failAbandonedRuns(app.database.db, new Date(app.now().getTime() - ABANDONED_AFTER_MS));
    // Loaded only when feeds are configured: the normaliser and its libraries weigh on start-up.
    const { startScheduler } = await import('../modules/ingestion/schedule/scheduler.ts');
    scheduler = startScheduler({
      database: app.database,
      databaseUrl: app.config.databaseUrl,
      schedules,
      baseUrls,
      now: app.now,
      log: app.log,
    });
    app.log.info(
      { feeds: schedules.flatMap((schedule) => schedule.targets).length },
      'job imports scheduled',
    );
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
}

export default fp(workerPlugin, { name: 'worker' });
