import http from 'node:http';
import Provider from 'oidc-provider';
import { OIDC_CLIENT, OIDC_ISSUER, OIDC_PORT } from './oidc-settings';

/** Whoever signs in exists: the login typed on the issuer's page is the e-mail, "grace.hopper@…" is named Grace Hopper. */
const accountFor = (login: string) => {
  const local = login.split('@')[0] ?? login;
  const name = local.replace(/[._-]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
  return { sub: login, email: login, email_verified: true, name };
};

/**
 * Playwright global setup: a real OpenID Connect issuer (oidc-provider with its development login
 * and consent pages) on a fixed loopback port, with one client for the server under test.
 * Discovery is lazy on the server, so starting after the web server is fine.
 */
export default async function startIssuer() {
  const appUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310)}`;
  const provider = new Provider(OIDC_ISSUER, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${appUrl}/api/v1/auth/oauth/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    cookies: { keys: ['e2e-cookie-key'] },
    features: { claimsParameter: { enabled: true }, devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => accountFor(sub),
    }),
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(OIDC_PORT, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
