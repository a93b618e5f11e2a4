import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoutSchema, noDataSchema, refreshSchema, sessionSchema } from '@yonder/contract/auth';
import { envelopeSchema } from '@yonder/contract/common';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { perIp } from '#lib/rate-limits.ts';
import { endSession, refreshSession } from '#modules/auth/session-service.ts';
import { bearerToken } from '#plugins/auth.ts';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new pair (the old one stops working)',
        body: refreshSchema,
        response: { 200: envelopeSchema(sessionSchema) },
      },
      config: perIp(60, '5 minutes'),
    },
    async (request) => {
      const session = await refreshSession({
        ...app.auth,
        refreshToken: request.body.refresh_token,
      });
      return ok(session, translate(request.language, 'sessionRefreshed'));
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the bearer token and/or of the refresh token; always succeeds',
        body: logoutSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
      config: perIp(60, '5 minutes'),
      // A client may sign out with no body at all.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      await endSession({
        ...app.auth,
        refreshToken: request.body.refresh_token,
        accessToken: bearerToken(request),
      });
      return ok(null, translate(request.language, 'loggedOut'));
    },
  );
};

export default sessionRoutes;
