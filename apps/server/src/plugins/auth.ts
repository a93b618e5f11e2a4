import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { resolveJwtSecret } from '../lib/jwt-secret.ts';
import { createOidcClient } from '../modules/auth/oidc-client.ts';
import { prepareDummyHash } from '../modules/auth/passwords.ts';
import { isSessionLive } from '../modules/auth/session-repository.ts';
import { createTokens } from '../modules/auth/tokens.ts';
import {
  isExtensionToken,
  resolveExtensionToken,
} from '../modules/extension/connection-service.ts';
import type { ExtensionScope } from '@yonder/contract/extension';

export type AuthenticatedUser = {
  id: string;
  email: string;
  isAdmin: boolean;
  sessionId: string;
  /** Set when the caller is the browser extension: it may use only routes naming its scopes. */
  extension?: { connectionId: string; scopes: ExtensionScope[] };
};

/** An extension token opens a route only when the route names a scope the token holds. */
const extensionMayCall = (request: FastifyRequest, user: AuthenticatedUser) => {
  const scope = request.routeOptions.config.extensionScope;
  return !user.extension || (scope !== undefined && user.extension.scopes.includes(scope));
};

/** The caller on a route behind `app.identify`, where a guest leaves `request.user` unset. */
export const optionalUser = (request: FastifyRequest) => request.user as AuthenticatedUser | null;

export const bearerToken = (request: FastifyRequest) =>
  request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];

/**
 * Accounts plumbing: token keys, mail, the identity provider, and two hooks that route folders add
 * (`app.addHook('onRequest', app.authenticate)`, then `app.requireAdmin` for operators).
 */
async function authPlugin(app: FastifyInstance) {
  const { config } = app;
  const tokens = createTokens(
    await resolveJwtSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir }),
  );
  const admins = new Set(config.adminEmails);
  prepareDummyHash();

  app.decorate('auth', {
    db: app.database.db,
    now: app.now,
    tokens,
    counters: app.counters,
    mailer: app.mailer,
    oidc: createOidcClient(config),
  });
  // Typed as always present: only routes behind `authenticate`, which sets it, read it.
  app.decorateRequest('user', null as unknown as AuthenticatedUser);
  const readExtensionUser = async (token: string): Promise<AuthenticatedUser | null> => {
    // Looked up on every request, so a revoked connection stops at once.
    const found = await resolveExtensionToken({ db: app.database.db, token, now: app.now() });
    if (!found) return null;
    return {
      id: found.connection.userId,
      email: found.email,
      sessionId: `extension:${found.connection.id}`,
      isAdmin: false,
      extension: {
        connectionId: found.connection.id,
        scopes: found.connection.scopes as ExtensionScope[],
      },
    };
  };
  const readUser = async (request: FastifyRequest): Promise<AuthenticatedUser | null> => {
    const token = bearerToken(request);
    if (token && isExtensionToken(token)) return readExtensionUser(token);
    const claims = token ? await tokens.verifyAccessToken(token, app.now()) : null;
    // The database is the one record of signed-out sessions that every instance reads, so a
    // revoked session's token stops at once, after a restart too, with or without Redis.
    if (!claims) return null;
    if (!(await isSessionLive(app.database.db, { id: claims.sessionId, userId: claims.userId })))
      return null;
    return {
      id: claims.userId,
      email: claims.email,
      sessionId: claims.sessionId,
      isAdmin: admins.has(claims.email),
    };
  };
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await readUser(request);
    if (!user) throw unauthorized();
    if (!extensionMayCall(request, user)) throw forbidden('extensionScopeDenied');
    request.user = user;
  });
  // Routes open to guests that still want to know who asks (`request.user` may stay null).
  app.decorate('identify', async (request: FastifyRequest) => {
    const user = await readUser(request);
    if (user && extensionMayCall(request, user)) request.user = user;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.user?.isAdmin) throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['redis', 'mail'] });
