import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, deliverMailJob, type MailJob } from '../modules/mail/mailer.ts';
import { createMailTransport } from '../modules/mail/transport.ts';
import { QUEUES } from '../queue/queues.ts';

/**
 * Mail: `app.mailer.send` puts a mail in the queue inside the caller's transaction; this
 * process's `mail` worker delivers it through SMTP (SMTP_URL), or without it into the
 * development outbox.
 */
async function mailPlugin(app: FastifyInstance) {
  const { config, queue } = app;
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    now: app.now,
  });
  app.decorate('mailer', createMailer({ queue, transport }));
  app.addHook('onReady', async () => {
    await queue.start();
    await queue.work<MailJob>(QUEUES.mail, { localConcurrency: 1 }, (job) =>
      deliverMailJob({
        db: app.database.db,
        transport,
        from: config.mailFrom,
        now: app.now,
        log: app.log,
        job,
      }),
    );
  });
  // The worker may be mid-delivery: the queue stops first, then the SMTP connections close.
  app.addHook('onClose', async () => {
    await queue.stop();
    transport.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['queue'] });
