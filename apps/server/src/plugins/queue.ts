import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from 'pg-boss';
import { createBoss } from '../queue/boss.ts';
import { createJobQueue } from '../queue/job-queue.ts';

/**
 * The one job queue of the product (pg-boss in the application's database): started before the
 * server listens, stopped on close before the database closes (server.ts closes the database
 * after the app), running jobs finishing first or going back to the queue.
 */
async function queuePlugin(app: FastifyInstance, { clock }: { clock?: Clock | undefined }) {
  const boss = createBoss({ database: app.database, log: app.log, clock });
  const queue = createJobQueue({
    boss,
    db: app.database.db,
    config: app.config.queue,
    log: app.log,
    metrics: app.metrics.jobs,
  });
  app.decorate('queue', queue);
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());
}

export default fp(queuePlugin, { name: 'queue', dependencies: ['metrics'] });
