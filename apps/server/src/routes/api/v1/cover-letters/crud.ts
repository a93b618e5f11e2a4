import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noDataSchema } from '@yonder/contract/auth';
import { envelopeSchema } from '@yonder/contract/common';
import {
  coverLetterCreatedSchema,
  coverLetterIdParamsSchema,
  coverLetterListSchema,
  coverLetterSchema,
  createCoverLetterSchema,
  exportCoverLetterQuerySchema,
  updateCoverLetterSchema,
} from '@yonder/contract/cover-letters';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { exportLetter } from '#modules/letters/export-service.ts';
import {
  createLetter,
  deleteLetter,
  duplicateLetter,
  findLetter,
  listLetters,
  updateLetter,
} from '#modules/letters/letter-service.ts';
import type { PdfExportPool } from '#workers/pdf-export-pool.ts';
import { perUserExportLimit, sendDownload } from '#lib/download.ts';

const security = [{ bearerAuth: [] }];

const crudRoutes: FastifyPluginAsyncZod<{
  exportPool: PdfExportPool;
  limitCreations: preHandlerAsyncHookHandler;
  aiAvailable: boolean;
}> = async (app, { exportPool, limitCreations, aiAvailable }) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        tags: ['cover-letters'],
        summary:
          "The caller's cover letters, last changed first, and whether AI letters are offered",
        security,
        response: { 200: envelopeSchema(coverLetterListSchema) },
      },
    },
    async (request) =>
      ok(
        { items: await listLetters({ db, userId: request.user.id }), ai_available: aiAvailable },
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['cover-letters'],
        summary: 'Save a cover letter written here (template, offline letter or edited AI text)',
        security,
        body: createCoverLetterSchema,
        response: { 201: envelopeSchema(coverLetterCreatedSchema) },
      },
      preHandler: limitCreations,
    },
    async (request, reply) => {
      const created = await createLetter({
        db,
        userId: request.user.id,
        input: request.body,
        now: app.now(),
      });
      return reply.status(201).send(ok(created, translate(request.language, 'letterCreated'), 201));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['cover-letters'],
        summary: 'One cover letter with its text and unsupported claims',
        security,
        params: coverLetterIdParamsSchema,
        response: { 200: envelopeSchema(coverLetterSchema) },
      },
    },
    async (request) =>
      ok(
        await findLetter({ db, userId: request.user.id, id: request.params.id }),
        translate(request.language, 'ok'),
      ),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['cover-letters'],
        summary: 'Save an edit of the given version (409 when another tab saved first)',
        security,
        params: coverLetterIdParamsSchema,
        body: updateCoverLetterSchema,
        response: { 200: envelopeSchema(coverLetterSchema) },
      },
    },
    async (request) =>
      ok(
        await updateLetter({
          db,
          userId: request.user.id,
          id: request.params.id,
          input: request.body,
          now: app.now(),
        }),
        translate(request.language, 'letterSaved'),
      ),
  );

  app.post(
    '/:id/duplicate',
    {
      schema: {
        tags: ['cover-letters'],
        summary: 'Copy a cover letter',
        security,
        params: coverLetterIdParamsSchema,
        response: { 201: envelopeSchema(coverLetterCreatedSchema) },
      },
      preHandler: limitCreations,
    },
    async (request, reply) => {
      const created = await duplicateLetter({
        db,
        userId: request.user.id,
        id: request.params.id,
        now: app.now(),
      });
      return reply.status(201).send(ok(created, translate(request.language, 'letterCreated'), 201));
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['cover-letters'],
        summary: 'Delete a cover letter',
        security,
        params: coverLetterIdParamsSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await deleteLetter({ db, userId: request.user.id, id: request.params.id });
      return ok(null, translate(request.language, 'letterDeleted'));
    },
  );

  app.get(
    '/:id/export',
    {
      schema: {
        tags: ['cover-letters'],
        summary:
          'The letter as a PDF or DOCX (409 while it holds claims the resume does not support)',
        security,
        params: coverLetterIdParamsSchema,
        querystring: exportCoverLetterQuerySchema,
      },
      config: perUserExportLimit,
    },
    async (request, reply) => {
      const file = await exportLetter({
        db,
        userId: request.user.id,
        id: request.params.id,
        format: request.query.format,
        pool: exportPool,
        log: request.log,
        now: app.now(),
      });
      return sendDownload(reply, file);
    },
  );
};

export default crudRoutes;
