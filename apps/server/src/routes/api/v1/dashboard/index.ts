import type { FastifyPluginAsync } from 'fastify';
import { resolveJwtSecret } from '#lib/jwt-secret.ts';
import type { MatchCaches } from '#modules/matching/matching-service.ts';
import { NEXT_STEPS_TOKEN_PURPOSE } from '#modules/next-steps/next-steps-service.ts';
import { createUnsubscribeTokens } from '#modules/saved-searches/unsubscribe-token.ts';
import figuresRoutes from './figures.ts';
import nextStepsUnsubscribeRoutes from './next-steps-unsubscribe.ts';

/** `/dashboard`: the figures (signed in) and the next-steps mail's unsubscribe link (its token). */
const dashboardRoutes: FastifyPluginAsync<{ caches: MatchCaches }> = async (app, { caches }) => {
  const { jwtSecret, dataDir } = app.config;
  const secret = await resolveJwtSecret({ jwtSecret, dataDir });
  await app.register(nextStepsUnsubscribeRoutes, {
    tokens: createUnsubscribeTokens(secret, NEXT_STEPS_TOKEN_PURPOSE),
  });
  await app.register(figuresRoutes, { caches });
};

export default dashboardRoutes;
