import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findLogo } from '#modules/jobs/logos.ts';

const paramsSchema = z.object({ hash: z.string().regex(/^[0-9a-f]{32}$/) });
/** A logo's URL names its content: it never changes, so browsers and proxies keep it a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

const logoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/:hash',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'A company logo that job answers name by URL (`company_logo_url`); cached for a year.',
        params: paramsSchema,
      },
    },
    async (request, reply) => {
      const { hash } = request.params;
      const etag = `"${hash}"`;
      reply
        .header('cache-control', CACHE_FOREVER)
        .header('etag', etag)
        // An image of our own origin: nothing in it may run or load anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) {
        // The hash is the content: a client that has it has this very logo.
        return reply.status(304).send();
      }
      const logo = await findLogo(db, hash);
      return reply.type(logo.type).send(logo.body);
    },
  );
};

export default logoRoutes;
