import multipart from '@fastify/multipart';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import {
  profileResumePdfBodySchema,
  profileResumesBodySchema,
  profileSuggestionsBodySchema,
  profileSuggestionsSchema,
  profileUploadResultSchema,
  profileViewSchema,
  updateProfileBodySchema,
} from '@yonder/contract/profile';
import { RESUME_MAX_BYTES } from '@yonder/contract/resumes';
import { translate } from '#i18n/messages.ts';
import { perUserExportLimit } from '#lib/download.ts';
import { ok } from '#lib/envelope.ts';
import { createAiClient, type AiClient } from '#modules/ai/ai-client.ts';
import {
  suggestProfileSections,
  uploadProfileResume,
} from '#modules/profile/profile-fill-service.ts';
import { attachResumePdf } from '#modules/profile/profile-file-service.ts';
import {
  chooseProfileResumes,
  findProfile,
  saveProfile,
} from '#modules/profile/profile-service.ts';
import type { PdfExportPool } from '#workers/pdf-export-pool.ts';
import type { ParsePool } from '#workers/resume-parse-pool.ts';
import { readUpload } from '../resumes/read-upload.ts';

const security = [{ bearerAuth: [] }];
/** Points bound free users' AI readings; this bounds everyone (paid plans are unlimited). */
const suggestionsRateLimit = {
  rateLimit: {
    max: 30,
    timeWindow: '10 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `profile-suggestions:${request.user.id}`,
  },
};

/** The signed-in user's candidate profile (the auto-apply page): only its owner reads or writes it. */
const profileRoutes: FastifyPluginAsyncZod<{
  pool: ParsePool;
  exportPool: PdfExportPool;
  limitCreations: preHandlerAsyncHookHandler;
  /** Fills what the rules missed in an upload (see upload-service.ts); none: the rules alone. */
  fillAi?: AiClient | undefined;
}> = async (app, { pool, exportPool, limitCreations, fillAi }) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
  });
  const db = app.database.db;
  const ai = createAiClient({ ...app.config.ai, metrics: app.metrics.ai });

  app.get(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's profile with its completeness (version 0 before the first save)",
        security,
        response: { 200: envelopeSchema(profileViewSchema) },
      },
      // The browser extension fills forms from it.
      config: { extensionScope: 'profile:read' },
    },
    async (request) =>
      ok(await findProfile({ db, userId: request.user.id }), translate(request.language, 'ok')),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Save the whole profile as an edit of `version` (409 when another tab saved first)',
        security,
        body: updateProfileBodySchema,
        response: { 200: envelopeSchema(profileViewSchema) },
      },
    },
    async (request) => {
      const { profile, version } = request.body;
      const view = await saveProfile({
        db,
        userId: request.user.id,
        profile,
        version,
        now: app.now(),
      });
      return ok(view, translate(request.language, 'candidateProfileSaved'));
    },
  );

  app.put(
    '/resumes',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Choose the attached resume (its original file goes to application forms) and the primary resume (matching and the dashboard read it; one of the caller’s resumes)',
        security,
        body: profileResumesBodySchema,
        response: { 200: envelopeSchema(profileViewSchema) },
      },
    },
    async (request) => {
      const view = await chooseProfileResumes({
        db,
        userId: request.user.id,
        input: request.body,
        now: app.now(),
      });
      return ok(view, translate(request.language, 'profileResumesChosen'));
    },
  );

  app.post(
    '/resume',
    {
      schema: {
        tags: ['profile'],
        summary:
          "Upload the profile's resume (multipart `file`: PDF, DOCX or DOC, at most 5 MB): it joins the resume library, is attached, and its parsed sections are offered (nothing in the profile changes). A file the library already holds (the same bytes) is not stored again: 200 with `isDuplicate`, the resume holding it attached and offered.",
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeSchema(profileUploadResultSchema),
          201: envelopeSchema(profileUploadResultSchema),
        },
      },
      preHandler: limitCreations,
    },
    async (request, reply) => {
      const { bytes, fileName } = await readUpload(request);
      const result = await uploadProfileResume({
        db,
        pool,
        ai: fillAi,
        log: request.log,
        userId: request.user.id,
        bytes,
        fileName,
        now: app.now(),
      });
      if (result.isDuplicate) {
        const title = result.suggestions.resumeTitle;
        return ok(result, translate(request.language, 'profileResumeAlreadyInLibrary', { title }));
      }
      return reply
        .status(201)
        .send(ok(result, translate(request.language, 'profileResumeAttached'), 201));
    },
  );

  app.post(
    '/resume/pdf',
    {
      schema: {
        tags: ['profile'],
        summary:
          "Attach one of the caller's resumes made in the editor as the profile's file: a PDF of it is drawn (classic template) and kept as its original. A resume with a file is attached as it is.",
        security,
        body: profileResumePdfBodySchema,
        response: { 200: envelopeSchema(profileViewSchema) },
      },
      config: perUserExportLimit,
    },
    async (request) => {
      const view = await attachResumePdf({
        db,
        exportPool,
        log: request.log,
        userId: request.user.id,
        resumeId: request.body.resumeId,
        now: app.now(),
      });
      return ok(view, translate(request.language, 'profileResumePdfAttached'));
    },
  );

  app.post(
    '/suggestions',
    {
      schema: {
        tags: ['profile'],
        summary:
          "The profile sections one of the caller's resumes offers (nothing is changed). With `ai`, read by the AI provider: 1 point on the free plan (402 without one); a failure costs nothing.",
        security,
        body: profileSuggestionsBodySchema,
        response: { 200: envelopeSchema(profileSuggestionsSchema) },
      },
      config: suggestionsRateLimit,
    },
    async (request) => {
      const suggestions = await suggestProfileSections({
        db,
        ai,
        log: request.log,
        userId: request.user.id,
        resumeId: request.body.resumeId,
        useAi: request.body.ai,
        now: app.now(),
      });
      return ok(suggestions, translate(request.language, 'ok'));
    },
  );
};

export default profileRoutes;
