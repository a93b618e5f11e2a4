import type { FastifyBaseLogger } from 'fastify';
import { jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import type { Session } from '@yonder/contract/auth';
import { LANGUAGES, type Language } from '@yonder/contract/common';
import { AppError, badRequest, unauthorized } from '#lib/errors.ts';
import type { AuthDeps } from './deps.ts';
import { findIdentityUser } from './identity-service.ts';
import { issueSession } from './session-service.ts';
import type { UserRow } from './user-repository.ts';

const PROVIDER = 'google';
export const OAUTH_STATE_TTL_SECONDS = 600;

export type OauthState = {
  state: string;
  nonce: string;
  verifier: string;
  redirect: string;
  lang: Language;
  /** base64url(SHA-256) of the secret the browser that started the sign-in keeps. */
  binding: string;
};

const disabled = () => new AppError(503, 'oauthDisabled');

/** Only a path on this site, so the callback can never be turned into an open redirect. */
export function safeRedirect(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path)) return '';
  return path;
}

/** The provider's URL to send the browser to, and the state to keep in a short-lived cookie. */
export async function startGoogleSignIn(
  options: Pick<AuthDeps, 'oidc' | 'tokens' | 'now'> & {
    redirect: string | undefined;
    language: Language;
    binding: string;
  },
): Promise<{ url: string; stateToken: string }> {
  const { oidc: client, tokens, language, binding } = options;
  if (!client) throw disabled();
  const configuration = await client.getConfiguration();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: client.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    access_type: 'offline',
    prompt: 'consent',
  });
  const payload = {
    state,
    nonce,
    verifier,
    redirect: safeRedirect(options.redirect),
    lang: language,
    binding,
  };
  return {
    url: url.href,
    stateToken: await tokens.signState(payload, options.now(), OAUTH_STATE_TTL_SECONDS),
  };
}

export async function readOauthState(
  options: Pick<AuthDeps, 'tokens' | 'now'> & { stateToken: string | undefined },
): Promise<OauthState | null> {
  if (!options.stateToken) return null;
  const payload = await options.tokens.verifyState(options.stateToken, options.now());
  const { state, nonce, verifier, redirect, lang, binding } = payload ?? {};
  if (
    typeof state !== 'string' ||
    typeof nonce !== 'string' ||
    typeof verifier !== 'string' ||
    typeof binding !== 'string'
  )
    return null;
  return {
    state,
    nonce,
    verifier,
    redirect: typeof redirect === 'string' ? redirect : '',
    lang: LANGUAGES.find((language) => language === lang) ?? 'zh',
    binding,
  };
}

/** Exchanges the code (PKCE, state and nonce checked) and finds or makes the Google user. */
export async function finishGoogleSignIn(
  options: Pick<AuthDeps, 'oidc' | 'db' | 'now'> & {
    /** The request's logger, so its lines carry the request id. */
    log: FastifyBaseLogger;
    state: OauthState | null;
    query: { state?: string | undefined; error?: string | undefined };
    /** The query string the provider sent back, as received. */
    search: string;
  },
): Promise<UserRow> {
  const { oidc: client, state, query, log } = options;
  if (!client) throw disabled();
  if (query.error)
    throw unauthorized(query.error === 'access_denied' ? 'oauthDenied' : 'oauthFailed');
  if (!state || state.state !== query.state) throw badRequest('oauthInvalidState');
  const callbackUrl = new URL(client.redirectUri);
  callbackUrl.search = options.search;
  let claims: JWTPayload;
  try {
    const configuration = await client.getConfiguration();
    const response = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: state.verifier,
      expectedState: state.state,
      expectedNonce: state.nonce,
      idTokenExpected: true,
    });
    claims = response.claims() ?? {};
    // Some providers put e-mail and profile only in userinfo, not in the ID token.
    if (typeof claims.email !== 'string' && typeof claims.sub === 'string') {
      claims = {
        ...(await oidc.fetchUserInfo(configuration, response.access_token, claims.sub)),
        ...claims,
      };
    }
  } catch (error) {
    log.warn({ err: error }, 'Google sign-in: code exchange failed');
    throw unauthorized('oauthFailed');
  }
  return findIdentityUser({ ...options, identity: toIdentity(claims) });
}

/** For clients that already hold a Google ID token: only its verified claims are believed. */
export async function signInWithGoogleIdToken(
  options: Pick<AuthDeps, 'oidc' | 'db' | 'tokens' | 'now'> & { idToken: string | undefined },
): Promise<Session> {
  const { oidc: client, idToken } = options;
  if (!client) throw disabled();
  if (!idToken) throw unauthorized('invalidIdToken');
  const issuer = (await client.getConfiguration()).serverMetadata().issuer;
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, await client.getJwks(), {
      // Google signs some ID tokens with its issuer written without the scheme.
      issuer: [issuer, issuer.replace(/^https:\/\//, '')],
      audience: client.clientId,
      currentDate: options.now(),
    }));
  } catch {
    throw unauthorized('invalidIdToken');
  }
  const user = await findIdentityUser({ ...options, identity: toIdentity(claims) });
  return issueSession({ ...options, user });
}

function toIdentity(claims: JWTPayload) {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const subject = text(claims.sub);
  if (!subject) throw unauthorized('oauthFailed');
  return {
    provider: PROVIDER,
    subject,
    email: text(claims.email) ?? '',
    isEmailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.name),
    picture: text(claims.picture),
  };
}
