import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import { createFeedbackSchema, feedbackSchema } from '@yonder/contract/feedback';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { createFeedback } from '#modules/feedback/feedback-service.ts';
import { optionalUser } from '#plugins/auth.ts';

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create_feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (guests too)',
        description:
          "The sender is the bearer token's user, or a guest; the body's user_id is ignored.",
        body: createFeedbackSchema,
        response: { 201: envelopeSchema(feedbackSchema) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      onRequest: app.identify,
    },
    async (request, reply) => {
      const created = await createFeedback({
        db: app.database.db,
        input: request.body,
        userId: optionalUser(request)?.id ?? '',
        language: request.language,
        ip: request.ip,
      });
      return reply
        .status(201)
        .send(ok(created, translate(request.language, 'feedbackReceived'), 201));
    },
  );
};

export default feedbackRoutes;
