import type { FastifyPluginAsync } from 'fastify';
import { resolveJwtSecret } from '#lib/jwt-secret.ts';
import { createUnsubscribeTokens } from '#modules/saved-searches/unsubscribe-token.ts';
import crudRoutes from './crud.ts';
import unsubscribeRoutes from './unsubscribe.ts';

/**
 * Saved searches: owner-only (another user's id answers 404), but for the unsubscribe link of an
 * alert mail, which works without signing in through its signed token.
 */
const savedSearchesRoutes: FastifyPluginAsync = async (app) => {
  const { jwtSecret, dataDir } = app.config;
  const tokens = createUnsubscribeTokens(await resolveJwtSecret({ jwtSecret, dataDir }));
  await app.register(unsubscribeRoutes, { tokens });
  await app.register(crudRoutes);
};

export default savedSearchesRoutes;
