import type { FastifyPluginAsync } from 'fastify';
import feedbackRoutes from './feedback/index.ts';

const apiV1Routes: FastifyPluginAsync = async (app) => {
  await app.register(feedbackRoutes, { prefix: '/feedback' });
};

export default apiV1Routes;
