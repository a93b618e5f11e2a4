import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import {
  analyseResumeSchema,
  resumeAnalysisSchema,
  resumeIdParamsSchema,
  storedResumeAnalysisSchema,
  tailorResultSchema,
  tailorResumeSchema,
  translateResultSchema,
  translateResumeSchema,
} from '@yonder/contract/resumes';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import type { AiClient } from '#modules/ai/ai-client.ts';
import { analyseUserResume, findLastResumeAnalysis } from '#modules/resumes/analysis-service.ts';
import { tailorUserResume } from '#modules/resumes/tailor-service.ts';
import { translateUserResume } from '#modules/resumes/translate-service.ts';

const security = [{ bearerAuth: [] }];
/** Points bound free users; this bounds everyone (paid plans are unlimited in points). */
const aiRateLimit = {
  rateLimit: {
    max: 30,
    timeWindow: '10 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user.id}`,
  },
};
const POINTS_NOTE =
  ' Costs 1 point on the free plan (402 without one); a failed action costs nothing.';

const aiActionRoutes: FastifyPluginAsyncZod<{
  ai: AiClient;
  limitCreations: preHandlerAsyncHookHandler;
}> = async (app, { ai, limitCreations }) => {
  const db = app.database.db;

  app.get(
    '/:id/analysis',
    {
      schema: {
        tags: ['resumes'],
        summary: 'The last analysis of a resume (null before any), with its date and target. Free.',
        security,
        params: resumeIdParamsSchema,
        response: { 200: envelopeSchema(storedResumeAnalysisSchema.nullable()) },
      },
    },
    async (request) =>
      ok(
        await findLastResumeAnalysis({ db, userId: request.user.id, id: request.params.id }),
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/:id/analysis',
    {
      schema: {
        tags: ['resumes'],
        summary: `ATS analysis, against a stored job, a pasted description or nothing.${POINTS_NOTE}`,
        security,
        params: resumeIdParamsSchema,
        body: analyseResumeSchema.nullish(),
        response: { 200: envelopeSchema(resumeAnalysisSchema) },
      },
      config: aiRateLimit,
    },
    async (request) => {
      const analysis = await analyseUserResume({
        db,
        userId: request.user.id,
        id: request.params.id,
        input: request.body ?? {},
        language: request.language,
        now: app.now(),
      });
      return ok(analysis, translate(request.language, 'resumeAnalysed'));
    },
  );

  app.post(
    '/:id/tailor',
    {
      schema: {
        tags: ['resumes'],
        summary: `Make a copy for a job with proposed changes (lists reordered, skills to list, bullets rewritten when an AI provider is configured), each written into the copy only once accepted; the job's missing requirements listed. 200 without a copy or a charge when there is nothing to propose.${POINTS_NOTE}`,
        security,
        params: resumeIdParamsSchema,
        body: tailorResumeSchema,
        response: {
          201: envelopeSchema(tailorResultSchema),
          200: envelopeSchema(tailorResultSchema),
        },
      },
      config: aiRateLimit,
      // A tailored or translated version is a new resume: it counts against the creation limit.
      preHandler: limitCreations,
    },
    async (request, reply) => {
      const result = await tailorUserResume({
        db,
        ai,
        log: request.log,
        userId: request.user.id,
        id: request.params.id,
        jobId: request.body.job_id,
        now: app.now(),
      });
      // Nothing would change: no copy was made (and no point taken), so 200 rather than 201.
      if (!result.id)
        return reply.send(ok(result, translate(request.language, 'resumeAlreadyTailored')));
      return reply.status(201).send(ok(result, translate(request.language, 'resumeTailored'), 201));
    },
  );

  app.post(
    '/:id/translate',
    {
      schema: {
        tags: ['resumes'],
        summary: `Make a translated copy (zh ↔ en); needs an AI provider (503 without one).${POINTS_NOTE}`,
        security,
        params: resumeIdParamsSchema,
        body: translateResumeSchema,
        response: { 201: envelopeSchema(translateResultSchema) },
      },
      config: aiRateLimit,
      // A tailored or translated version is a new resume: it counts against the creation limit.
      preHandler: limitCreations,
    },
    async (request, reply) => {
      const result = await translateUserResume({
        db,
        ai,
        log: request.log,
        userId: request.user.id,
        id: request.params.id,
        targetLanguage: request.body.target_language,
        now: app.now(),
      });
      const key = result.held_back ? 'resumeTranslatedHeldBack' : 'resumeTranslated';
      return reply.status(201).send(ok(result, translate(request.language, key), 201));
    },
  );
};

export default aiActionRoutes;
