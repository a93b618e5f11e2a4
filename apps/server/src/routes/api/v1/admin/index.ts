import type { FastifyPluginAsync } from 'fastify';
import feedbackRoutes from './feedback.ts';
import importRunsRoutes from './import-runs.ts';
import jobsRoutes from './jobs.ts';
import usersRoutes from './users.ts';

/** Operators only: the e-mails listed in ADMIN_EMAILS. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);
  await app.register(feedbackRoutes, { prefix: '/feedback' });
  await app.register(importRunsRoutes, { prefix: '/import-runs' });
  await app.register(jobsRoutes, { prefix: '/jobs' });
  await app.register(usersRoutes);
};

export default adminRoutes;
