import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createMemoryCounterStore, createRedisCounterStore } from '../lib/counter-store.ts';

/**
 * With REDIS_URL, counters (rate limits, login throttling) are shared by every instance; without
 * it they live in this process, which is right for a single instance.
 */
async function redisPlugin(app: FastifyInstance) {
  const { redisUrl, redisPrefix } = app.config;
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', (error: Error) => app.log.error({ err: error }, 'redis connection error'));
  app.decorate('redis', redis);
  app.decorate(
    'counters',
    redis ? createRedisCounterStore(redis, redisPrefix) : createMemoryCounterStore(app.now),
  );
  app.addHook('onClose', async () => {
    await redis?.quit();
  });
}

export default fp(redisPlugin, { name: 'redis' });
