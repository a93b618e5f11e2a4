import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFeedbackPageSchema, pageQuerySchema } from '@yonder/contract/admin';
import { envelopeSchema } from '@yonder/contract/common';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { listFeedback } from '#modules/feedback/feedback-service.ts';

const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feedback, newest first',
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(adminFeedbackPageSchema) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const items = await listFeedback({
        db: app.database.db,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return ok({ items, page, page_size: pageSize }, translate(request.language, 'ok'));
    },
  );
};

export default adminFeedbackRoutes;
