import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createAddressMatcher } from '../lib/address-list.ts';
import { createAppMetrics } from '../lib/metrics.ts';
import { countJobsPerQueue } from '../queue/jobs-repository.ts';
import { sendRouteNotFound } from './errors.ts';

/** The route label of a request no route matched: random paths must not make new series. */
const UNMATCHED_ROUTE = '(unmatched)';
const QUEUE_STATES = ['waiting', 'running', 'failed'] as const;

/**
 * Prometheus metrics at `/metrics`, in a registry of this app's own (tests build many apps in one
 * process): the process, every request by route template, the database pool and the job queue
 * read at each scrape, and the recorders of `app.metrics` that pools, the AI client and imports
 * are given. Only addresses in METRICS_ALLOW may read it; to anyone else it is an unknown route.
 */
async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  app.decorate('metrics', createAppMetrics(registry));

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route template',
    labelNames: ['method', 'route'],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) serverErrors.inc({ method: request.method, route });
  });

  const poolGauge = (name: string, help: string, read: 'total' | 'idle' | 'waiting') =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(app.database.poolStats()[read]);
      },
    });
  poolGauge('db_pool_connections', 'Connections the database pool holds open', 'total');
  poolGauge('db_pool_idle_connections', 'Open connections of the pool not in use', 'idle');
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a connection of the pool', 'waiting');
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs of each queue by state: waiting (incl. retries), running, failed',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      try {
        for (const counts of await countJobsPerQueue(app.database.db)) {
          for (const state of QUEUE_STATES) this.set({ queue: counts.name, state }, counts[state]);
        }
      } catch (error) {
        // The rest of the scrape (the pool gauges above all) matters most when the database ails.
        app.log.warn({ err: error }, 'metrics: the job queue could not be counted');
      }
    },
  });

  const isAllowed = createAddressMatcher(app.config.metricsAllow);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isAllowed(request.ip)) return sendRouteNotFound(request, reply);
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
