import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import { unsubscribedSchema, unsubscribeQuerySchema } from '@yonder/contract/saved-searches';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { unsubscribeSavedSearch } from '#modules/saved-searches/saved-searches-service.ts';
import type { UnsubscribeTokens } from '#modules/saved-searches/unsubscribe-token.ts';

/** The web page that unsubscribes and says so in the reader's language. */
const UNSUBSCRIBED_PAGE = '/unsubscribed';

const unsubscribeRoutes: FastifyPluginAsyncZod<{ tokens: UnsubscribeTokens }> = async (
  app,
  { tokens },
) => {
  // RFC 8058: the mail client's one-click POST is a form (`List-Unsubscribe=One-Click`), read by
  // no one: the token in the address is the whole request.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, null),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['saved-searches'],
        summary: "Turn off a saved search's alerts with the signed token of its mail (RFC 8058)",
        querystring: unsubscribeQuerySchema,
        response: { 200: envelopeSchema(unsubscribedSchema) },
      },
    },
    async (request) => {
      const done = await unsubscribeSavedSearch({
        db: app.database.db,
        tokens,
        token: request.query.token,
        now: app.now(),
      });
      return ok(done, translate(done.language, 'savedSearchUnsubscribed', { name: done.name }));
    },
  );

  // A GET changes nothing (link checkers and previews open links): it leads to the web page,
  // which asks for the unsubscribe itself and confirms it.
  app.get(
    '/unsubscribe',
    {
      schema: {
        tags: ['saved-searches'],
        summary: 'The unsubscribe link of an alert mail: redirects to the page that confirms it',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) =>
      reply.redirect(
        `${UNSUBSCRIBED_PAGE}?token=${encodeURIComponent(request.query.token)}&lng=${request.language}`,
        303,
      ),
  );
};

export default unsubscribeRoutes;
