import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import { jobIdParamsSchema, jobSearchQuerySchema } from '@yonder/contract/jobs';
import {
  jobMatchResultSchema,
  matchesResultSchema,
  matchScoresQuerySchema,
  matchScoresSchema,
} from '@yonder/contract/matching';
import { translate } from '#i18n/messages.ts';
import { resolvePayTarget } from '#modules/exchange-rates/pay-target.ts';
import { withJobExtras } from '#modules/jobs/job-extras.ts';
import { withSalaryInUsd } from '#modules/exchange-rates/rates.ts';
import { ok } from '#lib/envelope.ts';
import {
  findMatches,
  getJobMatch,
  getMatchScores,
  type MatchCaches,
} from '#modules/matching/matching-service.ts';

/** The signed-in user's recommendations and match scores: free, owner-only (the user is the token's). */
const matchesRoutes: FastifyPluginAsyncZod<{ caches: MatchCaches }> = async (app, { caches }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/matches',
    {
      schema: {
        tags: ['matching'],
        summary: "The caller's job recommendations, best first, with the job search's filters",
        security: [{ bearerAuth: [] }],
        querystring: jobSearchQuerySchema,
        response: { 200: envelopeSchema(matchesResultSchema) },
      },
    },
    async (request) => {
      const result = await findMatches({
        db: app.database.db,
        userId: request.user.id,
        query: await withSalaryInUsd(app.database.db, request.query),
        now: app.now(),
        language: request.language,
        caches,
        timeoutMs: app.config.searchStatementTimeoutMs,
      });
      const target = await resolvePayTarget({
        db: app.database.db,
        userId: request.user.id,
        language: request.language,
        currency: request.query.currency,
        period: request.query.pay_period,
      });
      const items = await withJobExtras(app.database.db, result.items, {
        target,
        now: app.now(),
      });
      return ok({ ...result, items }, translate(request.language, 'ok'));
    },
  );

  app.get(
    '/matches/scores',
    {
      schema: {
        tags: ['matching'],
        summary: 'Match scores of a page of jobs (ids separated by commas), for the job cards',
        security: [{ bearerAuth: [] }],
        querystring: matchScoresQuerySchema,
        response: { 200: envelopeSchema(matchScoresSchema) },
      },
    },
    async (request) => {
      const result = await getMatchScores({
        db: app.database.db,
        userId: request.user.id,
        ids: request.query.ids,
        now: app.now(),
        caches,
      });
      return ok(result, translate(request.language, 'ok'));
    },
  );

  app.get(
    '/jobs/:id/match',
    {
      schema: {
        tags: ['matching'],
        summary:
          'How well one job fits the caller: the score, every part, skills and the hire answer',
        security: [{ bearerAuth: [] }],
        params: jobIdParamsSchema,
        response: { 200: envelopeSchema(jobMatchResultSchema) },
      },
    },
    async (request) => {
      const result = await getJobMatch({
        db: app.database.db,
        userId: request.user.id,
        jobId: request.params.id,
        now: app.now(),
        language: request.language,
        caches,
      });
      return ok(result, translate(request.language, 'ok'));
    },
  );
};

export default matchesRoutes;
