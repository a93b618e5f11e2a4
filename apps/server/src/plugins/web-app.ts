import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendRouteNotFound } from './errors.ts';

const API_PREFIXES = ['/api/', '/api?', '/healthz', '/readyz'];
const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated, and every
 * other non-API path answered with the app (history fallback) so client routes survive a reload.
 */
async function webAppPlugin(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  if (!hasBuild) app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const isHashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!hasBuild || !isPageRequest || isApiPath(request.url)) return sendRouteNotFound(request, reply);
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing file with an extension is a real 404, not a client route.
    if (path.extname(pathname) && pathname !== '/index.html') return sendRouteNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['errors'] });
