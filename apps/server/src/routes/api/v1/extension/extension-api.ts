import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noDataSchema } from '@yonder/contract/auth';
import { envelopeSchema } from '@yonder/contract/common';
import { extensionSessionSchema, saveExtensionAnswerBodySchema } from '@yonder/contract/extension';
import { profileViewSchema } from '@yonder/contract/profile';
import { z } from 'zod';
import { translate } from '#i18n/messages.ts';
import { forbidden } from '#lib/errors.ts';
import { ok } from '#lib/envelope.ts';
import { revokeExtensionConnection } from '#modules/extension/connection-service.ts';
import { findExtensionSession } from '#modules/extension/session-service.ts';
import {
  findLetterForUrl,
  findProfileResumeFile,
  saveExtensionAnswer,
} from '#modules/extension/extension-service.ts';
import { sendDownload } from '#lib/download.ts';

const security = [{ bearerAuth: [] }];
const letterQuerySchema = z.object({ url: z.url().max(2000) });
const letterSchema = z.object({ id: z.uuid(), body: z.string() }).nullable();

/** What the extension itself calls, each route naming the scope it needs. */
const extensionApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const extensionOnly = async (request: Parameters<typeof app.authenticate>[0]) => {
    if (!request.user.extension) throw forbidden();
  };

  app.get(
    '/session',
    {
      onRequest: app.authenticate,
      preHandler: extensionOnly,
      config: { extensionScope: 'profile:read' },
      schema: {
        tags: ['extension'],
        summary: "The extension's account and connection",
        security,
        response: { 200: envelopeSchema(extensionSessionSchema) },
      },
    },
    async (request) =>
      ok(await findExtensionSession({ db, user: request.user }), translate(request.language, 'ok')),
  );

  app.delete(
    '/token',
    {
      onRequest: app.authenticate,
      preHandler: extensionOnly,
      config: { extensionScope: 'profile:read' },
      schema: {
        tags: ['extension'],
        summary: 'Sign the extension out: its connection is revoked',
        security,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await revokeExtensionConnection({
        db,
        userId: request.user.id,
        id: request.user.extension!.connectionId,
        now: app.now(),
      });
      return ok(null, translate(request.language, 'loggedOut'));
    },
  );

  app.get(
    '/resume-file',
    {
      onRequest: app.authenticate,
      config: { extensionScope: 'files:read' },
      schema: {
        tags: ['extension'],
        summary: "The original file of the profile's attached resume (404 without one)",
        security,
      },
    },
    async (request, reply) => {
      const file = await findProfileResumeFile({ db, userId: request.user.id });
      return sendDownload(reply.header('x-resume-id', file.resumeId), file);
    },
  );

  app.get(
    '/cover-letter',
    {
      onRequest: app.authenticate,
      config: { extensionScope: 'profile:read' },
      schema: {
        tags: ['extension'],
        summary: 'The newest cover letter written for the job whose application form is at `url`',
        security,
        querystring: letterQuerySchema,
        response: { 200: envelopeSchema(letterSchema) },
      },
    },
    async (request) =>
      ok(
        await findLetterForUrl({ db, userId: request.user.id, url: request.query.url }),
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/answers',
    {
      onRequest: app.authenticate,
      config: { extensionScope: 'answers:write' },
      schema: {
        tags: ['extension'],
        summary: "Save a form question's answer in the profile's answer bank",
        security,
        body: saveExtensionAnswerBodySchema,
        response: { 200: envelopeSchema(profileViewSchema) },
      },
    },
    async (request) => {
      const view = await saveExtensionAnswer({
        db,
        userId: request.user.id,
        ...request.body,
        now: app.now(),
      });
      return ok(view, translate(request.language, 'extensionAnswerSaved'));
    },
  );
};

export default extensionApiRoutes;
