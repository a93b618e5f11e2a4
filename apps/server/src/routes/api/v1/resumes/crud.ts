import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import {
  createResumeSchema,
  duplicateResumeSchema,
  resumeCreatedSchema,
  resumeDeletedSchema,
  resumeIdParamsSchema,
  resumeListSchema,
  resumeSchema,
  resumeUploadedSchema,
  updateResumeSchema,
} from '@yonder/contract/resumes';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { AppError } from '#lib/errors.ts';
import {
  createResume,
  deleteResume,
  duplicateResume,
  findResume,
  listResumes,
  updateResume,
} from '#modules/resumes/resume-service.ts';
import { uploadResume } from '#modules/resumes/upload-service.ts';
import type { AiClient } from '#modules/ai/ai-client.ts';
import type { ParsePool } from '#workers/resume-parse-pool.ts';
import { readUpload } from './read-upload.ts';

const security = [{ bearerAuth: [] }];

const crudRoutes: FastifyPluginAsyncZod<{
  pool: ParsePool;
  limitCreations: preHandlerAsyncHookHandler;
  fillAi?: AiClient | undefined;
}> = async (app, { pool, limitCreations, fillAi }) => {
  const db = app.database.db;

  app.post(
    '/',
    {
      schema: {
        tags: ['resumes'],
        summary:
          'Create a resume: multipart with a `file` (PDF, DOCX, DOC or text, at most 5 MB) is parsed; JSON makes a blank or given one',
        security,
        consumes: ['application/json', 'multipart/form-data'],
        body: createResumeSchema.nullish(),
        response: {
          200: envelopeSchema(resumeUploadedSchema),
          201: envelopeSchema(resumeUploadedSchema),
        },
      },
      preHandler: limitCreations,
    },
    async (request, reply) => {
      const now = app.now();
      const userId = request.user.id;
      if (!request.isMultipart()) {
        if (!request.body) throw new AppError(422, 'resumeFileMissing');
        const created = await createResume({ db, userId, input: request.body, now });
        const data = {
          id: created.id,
          title: created.title,
          is_duplicate: false,
          parse_note: null,
        };
        return reply.status(201).send(ok(data, translate(request.language, 'resumeCreated'), 201));
      }
      const upload = await readUpload(request);
      const { id, title, isDuplicate, parseNote } = await uploadResume({
        db,
        pool,
        ai: fillAi,
        log: request.log,
        userId,
        now,
        ...upload,
      });
      const data = { id, title, is_duplicate: isDuplicate, parse_note: parseNote };
      if (isDuplicate)
        return ok(data, translate(request.language, 'resumeAlreadyInLibrary', { title }));
      return reply.status(201).send(ok(data, translate(request.language, 'resumeCreated'), 201));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['resumes'],
        summary: "The caller's resumes, last changed first",
        security,
        response: { 200: envelopeSchema(resumeListSchema) },
      },
    },
    async (request) =>
      ok(await listResumes({ db, userId: request.user.id }), translate(request.language, 'ok')),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['resumes'],
        summary: 'One resume with its document',
        security,
        params: resumeIdParamsSchema,
        response: { 200: envelopeSchema(resumeSchema) },
      },
    },
    async (request) =>
      ok(
        await findResume({ db, userId: request.user.id, id: request.params.id }),
        translate(request.language, 'ok'),
      ),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Save an edit of the given version (409 when another tab saved first)',
        security,
        params: resumeIdParamsSchema,
        body: updateResumeSchema,
        response: { 200: envelopeSchema(resumeSchema) },
      },
    },
    async (request) => {
      const saved = await updateResume({
        db,
        userId: request.user.id,
        id: request.params.id,
        input: request.body,
        now: app.now(),
      });
      return ok(saved, translate(request.language, 'resumeSaved'));
    },
  );

  app.post(
    '/:id/duplicate',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Copy a resume (its document, not its original file)',
        security,
        params: resumeIdParamsSchema,
        body: duplicateResumeSchema.nullish(),
        response: { 201: envelopeSchema(resumeCreatedSchema) },
      },
      preHandler: limitCreations,
    },
    async (request, reply) => {
      const created = await duplicateResume({
        db,
        userId: request.user.id,
        id: request.params.id,
        title: request.body?.title,
        language: request.language,
        now: app.now(),
      });
      return reply.status(201).send(ok(created, translate(request.language, 'resumeCreated'), 201));
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['resumes'],
        summary:
          'Delete a resume and its original file; deleting the primary resume makes a successor primary, named in the answer',
        security,
        params: resumeIdParamsSchema,
        response: { 200: envelopeSchema(resumeDeletedSchema) },
      },
    },
    async (request) => {
      const deleted = await deleteResume({ db, userId: request.user.id, id: request.params.id });
      return ok(deleted, translate(request.language, 'resumeDeleted'));
    },
  );
};

export default crudRoutes;
