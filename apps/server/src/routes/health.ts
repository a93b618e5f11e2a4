import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@yonder/contract/health';

const uptime = () => Math.round(process.uptime() * 10) / 10;

/** /healthz: the process is alive. /readyz: the database answers too. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: healthSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok', uptime_seconds: uptime() }),
  );

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: readinessSchema, 503: readinessSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const database = app.database.kind;
      try {
        await app.database.ping();
        return reply.send({ status: 'ok', uptime_seconds: uptime(), database });
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply
          .status(503)
          .send({ status: 'unavailable', uptime_seconds: uptime(), database });
      }
    },
  );
};

export default healthRoutes;
