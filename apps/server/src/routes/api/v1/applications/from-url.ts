import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationFromUrlResultSchema,
  applicationFromUrlSchema,
} from '@yonder/contract/applications';
import { envelopeSchema } from '@yonder/contract/common';
import { translate } from '#i18n/messages.ts';
import { createAddressMatcher } from '#lib/address-list.ts';
import { ok } from '#lib/envelope.ts';
import { trackFromUrl } from '#modules/applications/from-url-service.ts';

const fromUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { timeoutMs, maxBytes, allowPrivate } = app.config.applicationFetch;
  const fetch = { timeoutMs, maxBytes, allowed: createAddressMatcher(allowPrivate) };

  app.post(
    '/from-url',
    {
      schema: {
        tags: ['applications'],
        summary:
          "Track an outside job by its address: the server reads the page's schema.org JobPosting (http/https, time and size limits, no private addresses). Without one, `application` is null and `missing` names what to give (send again with `title`, `company`).",
        security: [{ bearerAuth: [] }],
        body: applicationFromUrlSchema,
        response: {
          200: envelopeSchema(applicationFromUrlResultSchema),
          201: envelopeSchema(applicationFromUrlResultSchema),
        },
      },
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `applications-from-url:${request.user.id}`,
        },
      },
    },
    async (request, reply) => {
      const { created, messageKey, values, ...result } = await trackFromUrl({
        db,
        userId: request.user.id,
        input: request.body,
        fetch,
        now: app.now(),
      });
      const status = created ? 201 : 200;
      const key = messageKey ?? (created ? 'applicationCreated' : 'ok');
      return reply
        .status(status)
        .send(ok(result, translate(request.language, key, values), status));
    },
  );
};

export default fromUrlRoutes;
