import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noDataSchema } from '@yonder/contract/auth';
import { envelopeSchema } from '@yonder/contract/common';
import {
  createExtensionConnectionBodySchema,
  extensionConnectionIdParamsSchema,
  extensionConnectionSchema,
  extensionTokensSchema,
  refreshExtensionTokenBodySchema,
} from '@yonder/contract/extension';
import { z } from 'zod';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { perIp } from '#lib/rate-limits.ts';
import {
  createExtensionConnection,
  listExtensionConnections,
  refreshExtensionTokens,
  revokeExtensionConnection,
} from '#modules/extension/connection-service.ts';

const security = [{ bearerAuth: [] }];

/**
 * Connecting the extension: the signed-in web app approves a browser (`/extension/connect`) and
 * lists or revokes connections in settings. Extension tokens cannot call these (no scope).
 */
const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/connections',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['extension'],
        summary: 'Approve a browser extension: tokens scoped to profile, file and applications',
        security,
        body: createExtensionConnectionBodySchema,
        response: { 201: envelopeSchema(extensionTokensSchema) },
      },
      config: perIp(30, '10 minutes'),
    },
    async (request, reply) => {
      const tokens = await createExtensionConnection({
        db,
        userId: request.user.id,
        label: request.body.label,
        now: app.now(),
      });
      return reply
        .status(201)
        .send(ok(tokens, translate(request.language, 'extensionConnected'), 201));
    },
  );

  app.get(
    '/connections',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['extension'],
        summary: "The caller's connected extensions (revoked ones are gone)",
        security,
        response: { 200: envelopeSchema(z.array(extensionConnectionSchema)) },
      },
    },
    async (request) =>
      ok(
        await listExtensionConnections({ db, userId: request.user.id }),
        translate(request.language, 'ok'),
      ),
  );

  app.delete(
    '/connections/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['extension'],
        summary: 'Revoke a connected extension: its tokens stop at once',
        security,
        params: extensionConnectionIdParamsSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await revokeExtensionConnection({
        db,
        userId: request.user.id,
        id: request.params.id,
        now: app.now(),
      });
      return ok(null, translate(request.language, 'extensionRevoked'));
    },
  );

  app.post(
    '/token/refresh',
    {
      schema: {
        tags: ['extension'],
        summary: "Trade the extension's refresh token for a new pair (the old one stops working)",
        body: refreshExtensionTokenBodySchema,
        response: { 200: envelopeSchema(extensionTokensSchema) },
      },
      config: perIp(60, '5 minutes'),
    },
    async (request) => {
      const tokens = await refreshExtensionTokens({
        db,
        refreshToken: request.body.refreshToken,
        now: app.now(),
      });
      return ok(tokens, translate(request.language, 'sessionRefreshed'));
    },
  );
};

export default connectionRoutes;
