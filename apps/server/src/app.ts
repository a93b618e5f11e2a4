import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Clock } from 'pg-boss';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { pickLanguage } from './i18n/messages.ts';
import { createClientErrorHandler, createFrameworkErrorHandler } from './lib/early-errors.ts';
import { computeSecurityHeaders, helmetOptions } from './lib/security-headers.ts';
import authPlugin from './plugins/auth.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import mailPlugin from './plugins/mail.ts';
import metricsPlugin from './plugins/metrics.ts';
import privacyPlugin from './plugins/privacy.ts';
import queuePlugin from './plugins/queue.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import redisPlugin from './plugins/redis.ts';
import securityPlugin from './plugins/security.ts';
import webAppPlugin from './plugins/web-app.ts';
import apiV1Routes from './routes/api/v1/index.ts';
import devOutboxRoutes from './routes/dev/outbox.ts';
import healthRoutes from './routes/health.ts';
import workerPlugin from './worker/index.ts';
import nextStepsMailPlugin from './worker/next-steps-mail.ts';
import exchangeRatesPlugin from './worker/exchange-rates.ts';
import planRemindersPlugin from './worker/plan-reminders.ts';
import savedSearchAlertsPlugin from './worker/saved-search-alerts.ts';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The clock of every service; tests pass one they can move forward. */
  now?: () => Date;
  /**
   * The job queue's clock (tests: pg-boss's TestClock, with `now` reading it), so that schedules
   * fire and retries come due as the test moves time.
   */
  queueClock?: Clock;
};

/** Builds the whole product as one Fastify instance; it does not listen (server.ts does). */
export async function buildApp({
  config,
  database,
  logger,
  now = () => new Date(),
  queueClock,
}: AppOptions) {
  const securityHeaders = computeSecurityHeaders(helmetOptions(config));
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: createFrameworkErrorHandler(securityHeaders),
    clientErrorHandler: createClientErrorHandler(securityHeaders),
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
  // Closing waits for every open connection. A request still running when the signal came would
  // leave its keep-alive connection open after answering (idle ones are closed only at the start),
  // and the shutdown would hang; its answer closes the connection instead.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });

  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(securityPlugin, { headers: securityHeaders });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(queuePlugin, { clock: queueClock });
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(privacyPlugin);
  await app.register(docsPlugin);
  await app.register(healthRoutes);
  await app.register(apiV1Routes, { prefix: '/api/v1' });
  if (!config.isProduction) await app.register(devOutboxRoutes, { prefix: '/dev' });
  await app.register(webAppPlugin);
  await app.register(workerPlugin);
  await app.register(savedSearchAlertsPlugin);
  await app.register(nextStepsMailPlugin);
  await app.register(planRemindersPlugin);
  await app.register(exchangeRatesPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
