import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import {
  checkoutRequestSchema,
  checkoutSessionSchema,
  checkoutStatusSchema,
  sessionParamsSchema,
  subscriptionSchema,
} from '@yonder/contract/payments';
import type Stripe from 'stripe';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { perIp } from '#lib/rate-limits.ts';
import {
  createCheckout,
  findCheckoutStatus,
  findSubscription,
  refreshSubscription,
} from '#modules/payments/checkout-service.ts';

const security = [{ bearerAuth: [] }];

const accountPaymentRoutes: FastifyPluginAsyncZod<{ stripe: Stripe | null }> = async (
  app,
  { stripe },
) => {
  const db = app.database.db;

  app.addHook('onRequest', app.authenticate);

  app.post(
    '/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: 'Open a Stripe Checkout Session for one period (card, Alipay, WeChat Pay)',
        security,
        body: checkoutRequestSchema,
        response: { 201: envelopeSchema(checkoutSessionSchema) },
      },
      config: perIp(30, '1 hour'),
    },
    async (request, reply) => {
      const session = await createCheckout({
        db,
        stripe,
        publicUrl: app.config.publicUrl,
        caller: request.user,
        period: request.body.period,
        language: request.language,
        now: app.now(),
      });
      return reply
        .status(201)
        .send(ok(session, translate(request.language, 'checkoutCreated'), 201));
    },
  );

  app.get(
    '/checkout/:id',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The stored outcome of one of the caller's Checkout Sessions (the success page polls it)",
        security,
        params: sessionParamsSchema,
        response: { 200: envelopeSchema(checkoutStatusSchema) },
      },
    },
    async (request) =>
      ok(
        await findCheckoutStatus({
          db,
          caller: request.user,
          sessionId: request.params.id,
          now: app.now(),
        }),
        translate(request.language, 'ok'),
      ),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['payments'],
        summary: "The caller's plan, its end date and their payments",
        security,
        response: { 200: envelopeSchema(subscriptionSchema) },
      },
    },
    async (request) =>
      ok(
        await findSubscription({ db, caller: request.user, now: app.now() }),
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['payments'],
        summary: "Ask Stripe about the caller's last pending Checkout Session and update the plan",
        security,
        response: { 200: envelopeSchema(subscriptionSchema) },
      },
      config: perIp(30, '1 minute'),
    },
    async (request) =>
      ok(
        await refreshSubscription({
          db,
          stripe,
          caller: request.user,
          mail: { mailer: app.mailer, supportEmail: app.config.supportEmail },
          now: app.now(),
        }),
        translate(request.language, 'subscriptionRefreshed'),
      ),
  );
};

export default accountPaymentRoutes;
