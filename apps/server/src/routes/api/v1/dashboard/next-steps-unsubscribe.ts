import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, languageSchema } from '@yonder/contract/common';
import { nextStepsUnsubscribeQuerySchema } from '@yonder/contract/dashboard';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { unsubscribeNextSteps } from '#modules/next-steps/next-steps-service.ts';
import type { UnsubscribeTokens } from '#modules/saved-searches/unsubscribe-token.ts';

/** The web page that unsubscribes and says so in the reader's language. */
const UNSUBSCRIBED_PAGE = '/unsubscribed';

/** The unsubscribe link of the daily next-steps mail: no sign-in, the signed token is the key. */
const nextStepsUnsubscribeRoutes: FastifyPluginAsyncZod<{ tokens: UnsubscribeTokens }> = async (
  app,
  { tokens },
) => {
  // RFC 8058: the mail client's one-click POST is a form no one reads.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, null),
  );

  app.post(
    '/next-steps/unsubscribe',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Turn off the daily next-steps mail with the signed token of the mail (RFC 8058)',
        querystring: nextStepsUnsubscribeQuerySchema,
        response: { 200: envelopeSchema(z.object({ language: languageSchema })) },
      },
    },
    async (request) => {
      const done = await unsubscribeNextSteps({
        db: app.database.db,
        tokens,
        token: request.query.token,
      });
      return ok(done, translate(done.language, 'nextStepsUnsubscribed'));
    },
  );

  // A GET changes nothing (link checkers open links): it leads to the page that asks for it.
  app.get(
    '/next-steps/unsubscribe',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'The unsubscribe link of the next-steps mail: redirects to the page that confirms it',
        querystring: nextStepsUnsubscribeQuerySchema,
      },
    },
    async (request, reply) =>
      reply.redirect(
        `${UNSUBSCRIBED_PAGE}?token=${encodeURIComponent(request.query.token)}&lng=${request.language}&list=next-steps`,
        303,
      ),
  );
};

export default nextStepsUnsubscribeRoutes;
