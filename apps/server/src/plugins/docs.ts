import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { FRAME_ANCESTORS } from '../lib/security-headers.ts';

/** OpenAPI generated from the route schemas, at /api/docs/openapi.json, with a reference UI at /api/docs. */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Yonder API',
        description: 'The API of Yonder (远方): remote jobs and AI help to apply.',
        version: '1.0.0',
      },
      servers: [{ url: app.config.publicUrl }],
      tags: [
        {
          name: 'applications',
          description:
            "The application tracker: the caller's applications (catalogue or outside jobs), their timeline, versions (a stale PATCH answers 409) and CSV export; owner-only",
        },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its own policy lets the page be framed by the same origin; ours lets no one.
    transformStaticCSP: (header) =>
      header.replace(/frame-ancestors [^;]*/, `frame-ancestors ${FRAME_ANCESTORS}`),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}

export default fp(docsPlugin, { name: 'docs' });
