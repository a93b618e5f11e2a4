import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginSchema,
  noDataSchema,
  registerSchema,
  resetPasswordSchema,
  sendCodeSchema,
  sessionSchema,
} from '@yonder/contract/auth';
import { envelopeSchema } from '@yonder/contract/common';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { perIp } from '#lib/rate-limits.ts';
import { sendVerificationCode } from '#modules/auth/code-service.ts';
import { loginUser, registerUser, resetPassword } from '#modules/auth/password-service.ts';
import meRoutes from './me/index.ts';
import oauthRoutes from './oauth.ts';
import sessionRoutes from './sessions.ts';

/**
 * Limits here are per client address, generous enough for many people behind one address (offices,
 * campuses, carrier NAT); the tight ones are per e-mail and live in the services.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit code for sign-up or password reset',
        description: 'The answer is the same whether or not the e-mail has an account.',
        body: sendCodeSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
      config: perIp(120, '1 hour'),
    },
    async (request) => {
      await sendVerificationCode({
        ...app.auth,
        input: request.body,
        language: request.language,
        requestId: request.id,
      });
      return ok(null, translate(request.language, 'codeSent'));
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with the e-mailed code',
        body: registerSchema,
        response: { 201: envelopeSchema(sessionSchema) },
      },
      config: perIp(60, '15 minutes'),
    },
    async (request, reply) => {
      const session = await registerUser({ ...app.auth, input: request.body });
      return reply.status(201).send(ok(session, translate(request.language, 'registered'), 201));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: loginSchema,
        response: { 200: envelopeSchema(sessionSchema) },
      },
      config: perIp(20, '5 minutes'),
    },
    async (request) => {
      const session = await loginUser({ ...app.auth, input: request.body, ip: request.ip });
      return ok(session, translate(request.language, 'loggedIn'));
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code; signs every device out',
        body: resetPasswordSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
      config: perIp(60, '15 minutes'),
    },
    async (request) => {
      await resetPassword({
        ...app.auth,
        input: request.body,
        links: { publicUrl: app.config.publicUrl, supportEmail: app.config.supportEmail },
        language: request.language,
        requestId: request.id,
      });
      return ok(null, translate(request.language, 'passwordReset'));
    },
  );

  await app.register(sessionRoutes);
  await app.register(oauthRoutes);
  await app.register(meRoutes);
};

export default authRoutes;
