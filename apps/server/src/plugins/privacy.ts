import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  buildDataExport,
  purgeDataExports,
  type DataExportJob,
} from '../modules/privacy/data-export-service.ts';
import { jobLog } from '../queue/job-log.ts';
import { QUEUES } from '../queue/queues.ts';

/**
 * "Download all my data" in the background: the `data-export` worker builds an archive and mails
 * its link; an hourly schedule (one job per hour across instances) drops expired archives.
 */
async function privacyPlugin(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    await app.queue.start();
    await app.queue.boss.schedule(
      QUEUES.dataExportCleanup,
      '17 * * * *',
      {},
      {
        key: 'hourly',
      },
    );
    await app.queue.work<DataExportJob>(QUEUES.dataExport, { localConcurrency: 1 }, (job) =>
      buildDataExport({
        db: app.database.db,
        mailer: app.mailer,
        now: app.now,
        publicUrl: app.config.publicUrl,
        linkDays: app.config.privacy.exportLinkDays,
        job,
      }),
    );
    await app.queue.work(QUEUES.dataExportCleanup, { localConcurrency: 1 }, async (job) => {
      const dropped = await purgeDataExports({ db: app.database.db, now: app.now });
      if (dropped > 0) jobLog(app.log, job).info({ dropped }, 'expired data exports dropped');
    });
  });
}

export default fp(privacyPlugin, { name: 'privacy', dependencies: ['queue', 'mail'] });
