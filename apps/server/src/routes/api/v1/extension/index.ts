import type { FastifyPluginAsync } from 'fastify';
import connectionRoutes from './connections.ts';
import extensionApiRoutes from './extension-api.ts';

/** The browser extension: connecting it, and the few calls its scoped tokens may make. */
const extensionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(connectionRoutes);
  await app.register(extensionApiRoutes);
};

export default extensionRoutes;
