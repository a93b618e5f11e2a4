import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import { onboardingSchema, updateOnboardingSchema } from '@yonder/contract/onboarding';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { getOnboarding, setOnboarding } from '#modules/users/onboarding.ts';

/** The caller's own onboarding state (the user comes from the token: nobody else's). */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearerAuth: [] }];

  app.get(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: 'Where the caller is in the onboarding (null: an account older than it)',
        security,
        response: { 200: envelopeSchema(onboardingSchema) },
      },
    },
    async (request) => {
      const onboarding = await getOnboarding(app.database.db, request.user.id);
      return ok(onboarding, translate(request.language, 'ok'));
    },
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: 'Record the step reached, or that the onboarding was finished or skipped',
        security,
        body: updateOnboardingSchema,
        response: { 200: envelopeSchema(onboardingSchema) },
      },
    },
    async (request) => {
      const onboarding = await setOnboarding(app.database.db, request.user.id, request.body.status);
      return ok(onboarding, translate(request.language, 'ok'));
    },
  );
};

export default onboardingRoutes;
