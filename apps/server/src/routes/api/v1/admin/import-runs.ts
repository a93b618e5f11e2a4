import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import { importRunsPageSchema, importRunsQuerySchema } from '@yonder/contract/ingestion';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { listImportRuns } from '#modules/ingestion/runs-service.ts';

const adminImportRunsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Job import runs, newest first, with the items each one skipped',
        security: [{ bearerAuth: [] }],
        querystring: importRunsQuerySchema,
        response: { 200: envelopeSchema(importRunsPageSchema) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, source } = request.query;
      const items = await listImportRuns({
        db: app.database.db,
        limit: pageSize,
        offset: (page - 1) * pageSize,
        source,
      });
      return ok({ items, page, page_size: pageSize }, translate(request.language, 'ok'));
    },
  );
};

export default adminImportRunsRoutes;
