import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBillingSchema,
  adminUserQuerySchema,
  adminUserSchema,
  extendPlanSchema,
  grantPointsSchema,
  reviewReferralSchema,
  userIdParamsSchema,
} from '@yonder/contract/admin-console';
import { envelopeSchema } from '@yonder/contract/common';
import { z } from 'zod';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import {
  extendPlanAsOperator,
  findAdminBilling,
  findAdminUsers,
  grantPointsAsOperator,
  reviewHeldReferral,
} from '#modules/admin/admin-service.ts';

const security = [{ bearerAuth: [] }];

/** Accounts, payments and referrals for operators; every change is written to the audit log. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const operator = (request: { user: { id: string; email: string } }) => ({
    id: request.user.id,
    email: request.user.email,
  });

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users by e-mail or name, with their plan, its end and their points',
        security,
        querystring: adminUserQuerySchema,
        response: { 200: envelopeSchema(z.array(adminUserSchema)) },
      },
    },
    async (request) =>
      ok(
        await findAdminUsers({ db, ...request.query, now: app.now() }),
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/users/:id/points',
    {
      schema: {
        tags: ['admin'],
        summary: 'Grant lasting points to a user, with a reason (audited)',
        security,
        params: userIdParamsSchema,
        body: grantPointsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await grantPointsAsOperator({
        db,
        operator: operator(request),
        userId: request.params.id,
        input: request.body,
        now: app.now(),
      });
      return ok(null, translate(request.language, 'pointsGranted'));
    },
  );

  app.post(
    '/users/:id/extend',
    {
      schema: {
        tags: ['admin'],
        summary: "Add one period to a user's plan, after their paid time, with a reason (audited)",
        security,
        params: userIdParamsSchema,
        body: extendPlanSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await extendPlanAsOperator({
        db,
        operator: operator(request),
        userId: request.params.id,
        input: request.body,
        now: app.now(),
      });
      return ok(null, translate(request.language, 'planExtended'));
    },
  );

  app.post(
    '/referrals/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve or reject a held referral (the invited account id), with a reason',
        security,
        params: userIdParamsSchema,
        body: reviewReferralSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await reviewHeldReferral({
        db,
        operator: operator(request),
        inviteeId: request.params.id,
        ...request.body,
        now: app.now(),
      });
      return ok(null, translate(request.language, 'referralReviewed'));
    },
  );

  app.get(
    '/billing',
    {
      schema: {
        tags: ['admin'],
        summary: 'Recent payments, Stripe events, held referrals and the audit log',
        security,
        response: { 200: envelopeSchema(adminBillingSchema) },
      },
    },
    async (request) => ok(await findAdminBilling({ db }), translate(request.language, 'ok')),
  );
};

export default adminUsersRoutes;
