import type { FastifyPluginAsync } from 'fastify';
import feedbackRoutes from './feedback/index.ts';
import metaRoutes from './meta/index.ts';

const apiV1Routes: FastifyPluginAsync = async (app) => {
  await app.register(feedbackRoutes, { prefix: '/feedback' });
  await app.register(metaRoutes, { prefix: '/meta' });
};

export default apiV1Routes;
