import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { pickLanguage } from './i18n/messages.ts';
import authPlugin from './plugins/auth.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import redisPlugin from './plugins/redis.ts';
import securityPlugin from './plugins/security.ts';
import webAppPlugin from './plugins/web-app.ts';
import apiV1Routes from './routes/api/v1/index.ts';
import devOutboxRoutes from './routes/dev/outbox.ts';
import healthRoutes from './routes/health.ts';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The clock of every service; tests pass one they can move forward. */
  now?: () => Date;
};

/** Builds the whole product as one Fastify instance; it does not listen (server.ts does). */
export async function buildApp({ config, database, logger, now = () => new Date() }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('now', now);
  app.decorateRequest('language', 'zh');
  app.addHook('onRequest', async (request, reply) => {
    request.language = pickLanguage(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(docsPlugin);
  await app.register(healthRoutes);
  await app.register(apiV1Routes, { prefix: '/api/v1' });
  if (!config.isProduction) await app.register(devOutboxRoutes, { prefix: '/dev' });
  await app.register(webAppPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
