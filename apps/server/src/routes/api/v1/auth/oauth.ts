import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authProvidersSchema,
  googleLoginSchema,
  oauthCallbackQuerySchema,
  oauthExchangeResultSchema,
  oauthExchangeSchema,
  oauthStartQuerySchema,
  sessionSchema,
} from '@yonder/contract/auth';
import { envelopeSchema } from '@yonder/contract/common';
import { translate } from '#i18n/messages.ts';
import { readCookie, serializeCookie } from '#lib/cookies.ts';
import { ok } from '#lib/envelope.ts';
import { AppError } from '#lib/errors.ts';
import { perIp } from '#lib/rate-limits.ts';
import { oauthErrorFragment, handoffFragment } from '#modules/auth/oauth-fragment.ts';
import { createOauthHandoff, exchangeOauthHandoff } from '#modules/auth/oauth-handoff.ts';
import {
  finishGoogleSignIn,
  OAUTH_STATE_TTL_SECONDS,
  readOauthState,
  signInWithGoogleIdToken,
  startGoogleSignIn,
} from '#modules/auth/oidc-service.ts';

const STATE_COOKIE = 'yonder_oauth';
const COOKIE_PATH = '/api/v1/auth/oauth/google';

const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;
  const isSecure = publicUrl.startsWith('https:');
  const callbackPage = `${publicUrl}/auth/callback`;
  const stateCookie = (value: string, maxAgeSeconds: number) =>
    serializeCookie(STATE_COOKIE, value, { path: COOKIE_PATH, maxAgeSeconds, isSecure });

  app.get(
    '/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in providers are enabled',
        response: { 200: envelopeSchema(authProvidersSchema) },
      },
      config: perIp(120, '1 minute'),
    },
    async (request) => ok({ google: app.auth.oidc !== null }, translate(request.language, 'ok')),
  );

  app.get(
    '/oauth/google/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send the browser to Google (authorization code with PKCE)',
        description:
          '`binding` is base64url(SHA-256) of a secret the web app keeps; only that secret can ' +
          'exchange the one-time code the callback hands back. Answers 503 when Google sign-in ' +
          'is not configured.',
        querystring: oauthStartQuerySchema,
      },
      config: perIp(30, '5 minutes'),
    },
    async (request, reply) => {
      const language = request.query.lang ?? request.language;
      try {
        const { url, stateToken } = await startGoogleSignIn({
          ...app.auth,
          redirect: request.query.redirect,
          language,
          binding: request.query.binding,
        });
        return reply
          .header('set-cookie', stateCookie(stateToken, OAUTH_STATE_TTL_SECONDS))
          .redirect(url, 302);
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.error({ err: error }, 'Google sign-in could not start');
        return reply.redirect(
          `${callbackPage}#${oauthErrorFragment('oauthFailed', language)}`,
          302,
        );
      }
    },
  );

  app.get(
    '/oauth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Where Google sends the browser back; redirects to /auth/callback with a one-time code or an error',
        querystring: oauthCallbackQuerySchema,
      },
      config: perIp(30, '5 minutes'),
    },
    async (request, reply) => {
      const state = await readOauthState({
        ...app.auth,
        stateToken: readCookie(request.headers.cookie, STATE_COOKIE),
      });
      const language = state?.lang ?? request.language;
      reply.header('set-cookie', stateCookie('', 0));
      try {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const user = await finishGoogleSignIn({
          ...app.auth,
          log: request.log,
          state,
          query: request.query,
          search,
        });
        const code = await createOauthHandoff({
          ...app.auth,
          userId: user.id,
          // finishGoogleSignIn has checked the state, so it is there.
          binding: state?.binding ?? '',
          redirect: state?.redirect ?? '',
        });
        return reply.redirect(`${callbackPage}#${handoffFragment(code)}`, 302);
      } catch (error) {
        if (!(error instanceof AppError))
          request.log.error({ err: error }, 'Google sign-in failed');
        const key = error instanceof AppError ? error.messageKey : 'oauthFailed';
        return reply.redirect(`${callbackPage}#${oauthErrorFragment(key, language)}`, 302);
      }
    },
  );

  app.post(
    '/oauth/exchange',
    {
      schema: {
        tags: ['auth'],
        summary: "Trade the callback's one-time code and the browser's verifier for a session",
        description:
          'The code works once, for two minutes, and only with the verifier whose hash started ' +
          'the sign-in.',
        body: oauthExchangeSchema,
        response: { 200: envelopeSchema(oauthExchangeResultSchema) },
      },
      config: perIp(30, '5 minutes'),
    },
    async (request) => {
      const result = await exchangeOauthHandoff({ ...app.auth, ...request.body });
      return ok(result, translate(request.language, 'loggedIn'));
    },
  );

  app.post(
    '/google-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token the client already holds',
        description: 'Only the verified claims of id_token are used; the other fields are ignored.',
        body: googleLoginSchema,
        response: { 200: envelopeSchema(sessionSchema) },
      },
      config: perIp(30, '5 minutes'),
    },
    async (request) => {
      const session = await signInWithGoogleIdToken({
        ...app.auth,
        idToken: request.body.id_token,
      });
      return ok(session, translate(request.language, 'loggedIn'));
    },
  );
};

export default oauthRoutes;
