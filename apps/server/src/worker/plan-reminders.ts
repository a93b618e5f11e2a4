import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPlanReminders } from '../modules/payments/reminder-service.ts';
import { jobLog, type JobMeta } from '../queue/job-log.ts';
import { QUEUES } from '../queue/queues.ts';

const SCHEDULE_KEY = 'sweep';

/**
 * The pass-expiry mails on the job queue: a sweep at every occurrence of PLAN_REMINDERS_CRON, one
 * job per occurrence across instances; a failed sweep is retried and sends nothing twice.
 */
async function planRemindersPlugin(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    await app.queue.start();
    await app.queue.boss.schedule(
      QUEUES.planReminders,
      app.config.planRemindersCron,
      {},
      {
        key: SCHEDULE_KEY,
        tz: 'UTC',
      },
    );
    await app.queue.work<JobMeta>(QUEUES.planReminders, { localConcurrency: 1 }, async (job) => {
      const log = jobLog(app.log, job);
      const sent = await runPlanReminders({
        db: app.database.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        now: app.now(),
        log,
      });
      log.info({ ...sent, attempt: job.retryCount + 1 }, 'plan reminders sent');
    });
  });
}

export default fp(planRemindersPlugin, { name: 'plan-reminders', dependencies: ['queue', 'mail'] });
