import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchema } from '@yonder/contract/account';
import { envelopeSchema } from '@yonder/contract/common';
import { translate } from '../../../../i18n/messages.ts';
import { ok } from '../../../../lib/envelope.ts';
import { findAccount } from '../../../../modules/users/users-service.ts';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['account'],
        summary: 'Username, e-mail, credits and plan of the caller',
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(accountSchema) },
      },
    },
    async (request) =>
      ok(
        await findAccount({ db: app.database.db, now: app.now, caller: request.user }),
        translate(request.language, 'ok'),
      ),
  );
};

export default accountRoutes;
