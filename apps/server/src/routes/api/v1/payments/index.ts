import type { FastifyPluginAsync } from 'fastify';
import { createStripeClient } from '#modules/payments/stripe-client.ts';
import accountPaymentRoutes from './account.ts';
import paymentsConfigRoutes from './config.ts';
import webhookRoutes from './webhook.ts';

/**
 * Stripe Checkout (payment mode; a period is a pass): the caller's routes, the public `/config`,
 * and the signed webhook. Without keys every route still answers, checkout with 503.
 */
const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const stripe = createStripeClient(app.config.stripe);
  await app.register(paymentsConfigRoutes, { isConfigured: stripe !== null });
  await app.register(accountPaymentRoutes, { stripe });
  if (stripe && app.config.stripe.webhookSecret)
    await app.register(webhookRoutes, { stripe, webhookSecret: app.config.stripe.webhookSecret });
};

export default paymentsRoutes;
