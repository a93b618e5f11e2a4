import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchema } from '@yonder/contract/account';
import { noDataSchema } from '@yonder/contract/auth';
import { envelopeSchema } from '@yonder/contract/common';
import { preferencesSchema, updatePreferencesSchema } from '@yonder/contract/dashboard';
import {
  dataExportSchema,
  deleteAccountSchema,
  privacyOverviewSchema,
} from '@yonder/contract/privacy';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { perIp } from '#lib/rate-limits.ts';
import {
  deleteAccount,
  sendAccountDeletionCode,
} from '#modules/privacy/account-deletion-service.ts';
import { findPrivacyOverview, requestDataExport } from '#modules/privacy/data-export-service.ts';
import { getPreferences, updatePreferences } from '#modules/next-steps/next-steps-service.ts';
import { findAccount } from '#modules/users/users-service.ts';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearerAuth: [] }];

  app.get(
    '/',
    {
      schema: {
        tags: ['account'],
        summary: 'Username, e-mail, credits and plan of the caller',
        security,
        response: { 200: envelopeSchema(accountSchema) },
      },
    },
    async (request) =>
      ok(
        await findAccount({ db: app.database.db, now: app.now, caller: request.user }),
        translate(request.language, 'ok'),
      ),
  );

  app.get(
    '/preferences',
    {
      schema: {
        tags: ['account'],
        summary: "The caller's mail preferences (the daily next-steps mail)",
        security,
        response: { 200: envelopeSchema(preferencesSchema) },
      },
    },
    async (request) =>
      ok(
        await getPreferences({ db: app.database.db, userId: request.user.id }),
        translate(request.language, 'ok'),
      ),
  );

  app.patch(
    '/preferences',
    {
      schema: {
        tags: ['account'],
        summary: "Change the caller's mail preferences",
        security,
        body: updatePreferencesSchema,
        response: { 200: envelopeSchema(preferencesSchema) },
      },
    },
    async (request) =>
      ok(
        await updatePreferences({
          db: app.database.db,
          userId: request.user.id,
          input: request.body,
        }),
        translate(request.language, 'preferencesSaved'),
      ),
  );

  app.get(
    '/privacy',
    {
      schema: {
        tags: ['account'],
        summary: 'How a deletion is confirmed (password or code) and the latest data export',
        security,
        response: { 200: envelopeSchema(privacyOverviewSchema) },
      },
    },
    async (request) =>
      ok(
        await findPrivacyOverview({
          db: app.database.db,
          now: app.now,
          caller: request.user,
          linkDays: app.config.privacy.exportLinkDays,
        }),
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/export',
    {
      schema: {
        tags: ['account'],
        summary:
          'Ask for an archive of all your data; it is built in the background and its link mailed (one pending at a time, 3 a day)',
        security,
        response: { 202: envelopeSchema(dataExportSchema) },
      },
      config: perIp(20, '1 hour'),
    },
    async (request, reply) => {
      const dataExport = await requestDataExport({
        db: app.database.db,
        queue: app.queue,
        now: app.now,
        caller: request.user,
        language: request.language,
        requestId: request.id,
      });
      return reply
        .status(202)
        .send(ok(dataExport, translate(request.language, 'exportQueued'), 202));
    },
  );

  app.post(
    '/delete-code',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail the caller a 6-digit code that confirms deleting the account',
        security,
        response: { 200: envelopeSchema(noDataSchema) },
      },
      config: perIp(20, '1 hour'),
    },
    async (request) => {
      await sendAccountDeletionCode({
        ...app.auth,
        caller: request.user,
        language: request.language,
        requestId: request.id,
      });
      return ok(null, translate(request.language, 'deleteCodeSent'));
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['account'],
        summary:
          'Delete the account and all its data, confirmed with the password or an e-mailed code; every token stops at once',
        security,
        body: deleteAccountSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
      config: perIp(10, '15 minutes'),
    },
    async (request) => {
      await deleteAccount({
        ...app.auth,
        caller: request.user,
        input: request.body,
        language: request.language,
        requestId: request.id,
      });
      return ok(null, translate(request.language, 'accountDeleted'));
    },
  );
};

export default accountRoutes;
