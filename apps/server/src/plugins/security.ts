import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SecurityHeaders } from '../lib/security-headers.ts';

/** helmet's security headers (computed once, see lib/security-headers.ts) and compression. */
async function securityPlugin(app: FastifyInstance, { headers }: { headers: SecurityHeaders }) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  // Answers of the API are personal unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

export default fp(securityPlugin, { name: 'security' });
