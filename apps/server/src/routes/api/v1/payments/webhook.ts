import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { handleStripeWebhook } from '#modules/payments/webhook-service.ts';

/**
 * Stripe's events. The signature covers the exact bytes sent, so this plugin (and only it) keeps
 * JSON bodies as raw buffers; the SDK verifies and parses them.
 */
const webhookRoutes: FastifyPluginAsync<{ stripe: Stripe; webhookSecret: string }> = async (
  app,
  { stripe, webhookSecret },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Stripe events (signed): checkout.session.completed, async_payment_succeeded / failed, expired, charge.refunded',
        hide: false,
      },
      bodyLimit: 512 * 1024,
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const result = await handleStripeWebhook({
        db: app.database.db,
        stripe,
        webhookSecret,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
        signature: typeof signature === 'string' ? signature : undefined,
        mail: { mailer: app.mailer, supportEmail: app.config.supportEmail },
        now: app.now(),
      });
      return ok(result, translate(request.language, 'webhookReceived'));
    },
  );
};

export default webhookRoutes;
