import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Limits are declared per route (`config.rateLimit`); nothing is limited globally. */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisPrefix}rate-limit:` } : {}),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] });
