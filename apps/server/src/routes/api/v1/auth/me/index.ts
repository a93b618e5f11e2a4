import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authUserSchema } from '@yonder/contract/auth';
import { envelopeSchema } from '@yonder/contract/common';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { findCurrentUser } from '#modules/users/users-service.ts';

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(authUserSchema) },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await findCurrentUser({ db: app.database.db, caller: request.user }),
        translate(request.language, 'ok'),
      ),
  );
};

export default meRoutes;
