import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import { paymentsConfigSchema } from '@yonder/contract/payments';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';

/** Open to guests: the pricing page says when this server takes no payments. */
const paymentsConfigRoutes: FastifyPluginAsyncZod<{ isConfigured: boolean }> = async (
  app,
  { isConfigured },
) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether this server takes payments (Stripe keys configured)',
        response: { 200: envelopeSchema(paymentsConfigSchema) },
      },
    },
    async (request) => ok({ is_configured: isConfigured }, translate(request.language, 'ok')),
  );
};

export default paymentsConfigRoutes;
