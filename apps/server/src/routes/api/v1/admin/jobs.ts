import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminJobsSchema, jobIdParamsSchema } from '@yonder/contract/admin';
import { envelopeSchema } from '@yonder/contract/common';
import { z } from 'zod';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { listJobQueues, retryFailedJob } from '#queue/jobs-service.ts';

const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The background job queue: per queue what waits, runs and failed, and failed jobs',
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(adminJobsSchema) },
      },
    },
    async (request) =>
      ok(await listJobQueues({ db: app.database.db }), translate(request.language, 'ok')),
  );

  app.post(
    '/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Puts a failed job back in its queue',
        security: [{ bearerAuth: [] }],
        params: jobIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await retryFailedJob({ db: app.database.db, boss: app.queue.boss, id });
      return ok(null, translate(request.language, 'queueJobRetried'));
    },
  );
};

export default adminJobsRoutes;
