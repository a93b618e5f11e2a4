import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/index.ts';
import adminRoutes from './admin/index.ts';
import authRoutes from './auth/index.ts';
import feedbackRoutes from './feedback/index.ts';
import jobsRoutes from './jobs/index.ts';
import matchesRoutes from './matches/index.ts';
import metaRoutes from './meta/index.ts';
import resumesRoutes from './resumes/index.ts';
import usersRoutes from './users/index.ts';

const apiV1Routes: FastifyPluginAsync = async (app) => {
  await app.register(feedbackRoutes, { prefix: '/feedback' });
  await app.register(jobsRoutes, { prefix: '/jobs' });
  // `/matches` and `/jobs/:id/match`: one plugin, so they share the caches.
  await app.register(matchesRoutes);
  await app.register(metaRoutes, { prefix: '/meta' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(accountRoutes, { prefix: '/account' });
  await app.register(resumesRoutes, { prefix: '/resumes' });
  await app.register(adminRoutes, { prefix: '/admin' });
};

export default apiV1Routes;
