import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authUserSchema, noDataSchema } from '@yonder/contract/auth';
import { envelopeSchema } from '@yonder/contract/common';
import {
  updatePasswordSchema,
  updateProfileSchema,
  userListQuerySchema,
  userRecordSchema,
} from '@yonder/contract/users';
import { z } from 'zod';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { perIp } from '#lib/rate-limits.ts';
import { findUserRecords, updatePassword, updateProfile } from '#modules/users/users-service.ts';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearerAuth: [] }];

  app.get(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's own record (403 for another user_id)",
        security,
        querystring: userListQuerySchema,
        response: { 200: envelopeSchema(z.array(userRecordSchema)) },
      },
    },
    async (request) => {
      const records = await findUserRecords({
        db: app.database.db,
        caller: request.user,
        userId: request.query.user_id,
      });
      return ok(records, translate(request.language, 'ok'));
    },
  );

  app.put(
    '/updateUserPassword',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the password; every other session is signed out, this one stays',
        security,
        body: updatePasswordSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
      config: perIp(10, '15 minutes'),
    },
    async (request) => {
      await updatePassword({
        db: app.database.db,
        now: app.now,
        caller: request.user,
        input: request.body,
        mailer: app.mailer,
        links: { publicUrl: app.config.publicUrl, supportEmail: app.config.supportEmail },
        language: request.language,
        requestId: request.id,
      });
      return ok(null, translate(request.language, 'passwordUpdated'));
    },
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the username',
        security,
        body: updateProfileSchema,
        response: { 200: envelopeSchema(authUserSchema) },
      },
      config: perIp(30, '5 minutes'),
    },
    async (request) => {
      const user = await updateProfile({
        db: app.database.db,
        now: app.now,
        caller: request.user,
        username: request.body.username,
      });
      return ok(user, translate(request.language, 'profileSaved'));
    },
  );
};

export default usersRoutes;
