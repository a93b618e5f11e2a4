import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import { exportResumeQuerySchema, resumeIdParamsSchema } from '@yonder/contract/resumes';
import { z } from 'zod';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { exportResumeJson, exportResumePdf } from '#modules/resumes/export-service.ts';
import { findOriginalFile } from '#modules/resumes/original-file-service.ts';
import type { PdfExportPool } from '#workers/pdf-export-pool.ts';
import { perUserExportLimit, sendDownload } from '#lib/download.ts';

const security = [{ bearerAuth: [] }];

const exportRoutes: FastifyPluginAsyncZod<{ exportPool: PdfExportPool }> = async (
  app,
  { exportPool },
) => {
  const db = app.database.db;

  app.get(
    '/:id/json-resume',
    {
      schema: {
        tags: ['resumes'],
        summary: 'The resume as a JSON Resume document (jsonresume.org)',
        security,
        params: resumeIdParamsSchema,
        response: { 200: envelopeSchema(z.record(z.string(), z.unknown())) },
      },
    },
    async (request) =>
      ok(
        await exportResumeJson({ db, userId: request.user.id, id: request.params.id }),
        translate(request.language, 'ok'),
      ),
  );

  app.get(
    '/:id/file',
    {
      schema: {
        tags: ['resumes'],
        summary: 'The uploaded original file (404 for a resume that was not uploaded)',
        security,
        params: resumeIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await findOriginalFile({ db, userId: request.user.id, id: request.params.id });
      return sendDownload(reply, file);
    },
  );

  app.get(
    '/:id/pdf',
    {
      schema: {
        tags: ['resumes'],
        summary: 'The resume as a PDF in the classic or modern template (Chinese and English)',
        security,
        params: resumeIdParamsSchema,
        querystring: exportResumeQuerySchema,
      },
      config: perUserExportLimit,
    },
    async (request, reply) => {
      const pdf = await exportResumePdf({
        db,
        userId: request.user.id,
        id: request.params.id,
        template: request.query.template,
        pool: exportPool,
        log: request.log,
      });
      return sendDownload(reply, { ...pdf, contentType: 'application/pdf' });
    },
  );
};

export default exportRoutes;
