import type { FastifyPluginAsync } from 'fastify';
import crudRoutes from './crud.ts';
import fromUrlRoutes from './from-url.ts';

/** The application tracker of the signed-in user: every route is owner-only (another user's id answers 404). */
const applicationsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(crudRoutes);
  await app.register(fromUrlRoutes);
};

export default applicationsRoutes;
