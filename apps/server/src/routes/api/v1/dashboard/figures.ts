import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import {
  activityPageSchema,
  activityQuerySchema,
  dashboardSummaryQuerySchema,
  dashboardSummarySchema,
} from '@yonder/contract/dashboard';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { listActivity } from '#modules/activity/activity-service.ts';
import { findDashboardSummary } from '#modules/dashboard/summary-service.ts';
import type { MatchCaches } from '#modules/matching/matching-service.ts';

const security = [{ bearerAuth: [] }];

/** The signed-in user's dashboard: owner-only (the user is the token's). */
const figuresRoutes: FastifyPluginAsyncZod<{ caches: MatchCaches }> = async (app, { caches }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/summary',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Every figure of the dashboard: ATS score, best match, saved and applied jobs, the funnel, applications per week and due next steps',
        security,
        querystring: dashboardSummaryQuerySchema,
        response: { 200: envelopeSchema(dashboardSummarySchema) },
      },
    },
    async (request) =>
      ok(
        await findDashboardSummary({
          db: app.database.db,
          userId: request.user.id,
          now: app.now(),
          language: request.language,
          browserTimeZone: request.query.tz,
          caches,
          matchTimeoutMs: app.config.searchStatementTimeoutMs,
        }),
        translate(request.language, 'ok'),
      ),
  );

  app.get(
    '/activity',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "The caller's recent activity, newest first, 20 a page (`cursor` of the last page)",
        security,
        querystring: activityQuerySchema,
        response: { 200: envelopeSchema(activityPageSchema) },
      },
    },
    async (request) =>
      ok(
        await listActivity({
          db: app.database.db,
          userId: request.user.id,
          cursor: request.query.cursor,
        }),
        translate(request.language, 'ok'),
      ),
  );
};

export default figuresRoutes;
