import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { resolveJwtSecret } from '../lib/jwt-secret.ts';
import { createOidcClient } from '../modules/auth/oidc-client.ts';
import { prepareDummyHash } from '../modules/auth/passwords.ts';
import { isSessionLive } from '../modules/auth/session-repository.ts';
import { createTokens } from '../modules/auth/tokens.ts';

export type AuthenticatedUser = { id: string; email: string; isAdmin: boolean; sessionId: string };

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
  const readUser = async (request: FastifyRequest): Promise<AuthenticatedUser | null> => {
    const token = bearerToken(request);
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
    request.user = user;
  });
  // Routes open to guests that still want to know who asks (`request.user` may stay null).
  app.decorate('identify', async (request: FastifyRequest) => {
    const user = await readUser(request);
    if (user) request.user = user;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.user?.isAdmin) throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['redis', 'mail'] });
