import { REFERRAL_POINTS } from '@yonder/contract/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import {
  claimReferralResultSchema,
  claimReferralSchema,
  referralOverviewSchema,
  shareReferralSchema,
  shareResultSchema,
} from '@yonder/contract/referrals';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { resolveJwtSecret } from '#lib/jwt-secret.ts';
import { perIp } from '#lib/rate-limits.ts';
import {
  claimReferral,
  findReferralOverview,
  recordShare,
} from '#modules/referrals/referral-service.ts';

const security = [{ bearerAuth: [] }];

/** Invite links and their rewards (spec 2.16): the caller's own figures only. */
const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;
  const { jwtSecret, dataDir } = app.config;
  // Sign-up addresses are compared as keyed hashes, never stored as they are.
  const secret = await resolveJwtSecret({ jwtSecret, dataDir });

  app.get(
    '/',
    {
      schema: {
        tags: ['referrals'],
        summary: 'The caller’s invite link, how many joined through it and the points it earned',
        security,
        response: { 200: envelopeSchema(referralOverviewSchema) },
      },
    },
    async (request) =>
      ok(
        await findReferralOverview({
          db,
          userId: request.user.id,
          publicUrl: app.config.publicUrl,
        }),
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/claim',
    {
      schema: {
        tags: ['referrals'],
        summary: 'A new account names the invite code it signed up with (within a day of sign-up)',
        security,
        body: claimReferralSchema,
        response: { 200: envelopeSchema(claimReferralResultSchema) },
      },
      config: perIp(20, '1 hour'),
    },
    async (request) => {
      const status = await claimReferral({
        db,
        userId: request.user.id,
        code: request.body.code,
        ip: request.ip,
        secret,
        now: app.now(),
      });
      return ok({ status }, translate(request.language, 'ok'));
    },
  );

  app.post(
    '/share',
    {
      schema: {
        tags: ['referrals'],
        summary: 'The caller shared their invite link; the first share earns the share reward',
        security,
        body: shareReferralSchema,
        response: { 200: envelopeSchema(shareResultSchema) },
      },
      config: perIp(60, '1 hour'),
    },
    async (request) => {
      const isRewarded = await recordShare({ db, userId: request.user.id, now: app.now() });
      const points = isRewarded ? REFERRAL_POINTS.socialShare : 0;
      return ok(
        { is_rewarded: isRewarded, points },
        isRewarded
          ? translate(request.language, 'shareRewarded', { points })
          : translate(request.language, 'shareRecorded'),
      );
    },
  );
};

export default referralsRoutes;
