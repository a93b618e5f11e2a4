import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../lib/jwt-secret.ts';
import {
  NEXT_STEPS_TOKEN_PURPOSE,
  runNextStepsMail,
} from '../modules/next-steps/next-steps-service.ts';
import { createUnsubscribeTokens } from '../modules/saved-searches/unsubscribe-token.ts';
import { jobLog, type JobMeta } from '../queue/job-log.ts';
import { QUEUES } from '../queue/queues.ts';

/** The one schedule of the mail: pg-boss makes one job per occurrence across instances. */
const SCHEDULE_KEY = 'sweep';

/**
 * The daily next-steps mail on the job queue: a sweep at every occurrence of NEXT_STEPS_MAIL_CRON,
 * run by whichever instance fetches it, mailing each person once a day from 08:00 of their day.
 */
async function nextStepsMailPlugin(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    await app.queue.start();
    const { jwtSecret, dataDir, publicUrl, nextStepsMailCron } = app.config;
    const secret = await resolveJwtSecret({ jwtSecret, dataDir });
    const tokens = createUnsubscribeTokens(secret, NEXT_STEPS_TOKEN_PURPOSE);
    await app.queue.boss.schedule(
      QUEUES.nextStepsMail,
      nextStepsMailCron,
      {},
      {
        key: SCHEDULE_KEY,
        tz: 'UTC',
      },
    );
    await app.queue.work<JobMeta>(QUEUES.nextStepsMail, { localConcurrency: 1 }, async (job) => {
      const log = jobLog(app.log, job);
      const summary = await runNextStepsMail({
        db: app.database.db,
        mailer: app.mailer,
        tokens,
        publicUrl,
        now: app.now(),
        log,
      });
      log.info({ ...summary, attempt: job.retryCount + 1 }, 'next steps mails sent');
    });
  });
  // The queue is stopped by the feed worker on close (see worker/index.ts).
}

export default fp(nextStepsMailPlugin, {
  name: 'next-steps-mail',
  dependencies: ['queue', 'mail'],
});
