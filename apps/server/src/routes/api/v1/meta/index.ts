import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import { metaSchema } from '@yonder/contract/meta';
import { ok } from '#lib/envelope.ts';

const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every AI action goes through the one configured provider (the AI client's `isConfigured`).
  const hasProvider = Boolean(app.config.ai.baseUrl);
  const aiFeatures = {
    translation: hasProvider,
    bullet_rewrites: hasProvider,
    letter_generation: hasProvider,
    profile_fill: hasProvider,
  };
  app.get(
    '/',
    {
      schema: {
        tags: ['meta'],
        summary: 'Public facts about this deployment',
        response: { 200: envelopeSchema(metaSchema) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(
        ok({
          support_email: app.config.supportEmail,
          version: '1.0.0',
          ai_features: aiFeatures,
          extension_store_url: app.config.extensionStoreUrl,
        }),
      ),
  );
};

export default metaRoutes;
