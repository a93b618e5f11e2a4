import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';
import type { Config } from '#config/env.ts';

export type OidcClient = {
  clientId: string;
  redirectUri: string;
  getConfiguration: () => Promise<oidc.Configuration>;
  getJwks: () => Promise<JWTVerifyGetKey>;
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Null when no client id is configured: Google sign-in is then switched off. */
export function createOidcClient(config: Config): OidcClient | null {
  const { issuer, clientId, clientSecret } = config.oidc;
  if (!clientId) return null;
  const issuerUrl = new URL(issuer);
  // Plain HTTP is only ever allowed for an issuer on this machine (the test issuer).
  const isLoopbackHttp = issuerUrl.protocol === 'http:' && LOOPBACK_HOSTS.has(issuerUrl.hostname);
  let configuration: Promise<oidc.Configuration> | undefined;
  let jwks: JWTVerifyGetKey | undefined;

  const getConfiguration = () => {
    configuration ??= oidc
      .discovery(
        issuerUrl,
        clientId,
        clientSecret ? { client_secret: clientSecret } : undefined,
        clientSecret ? oidc.ClientSecretPost(clientSecret) : oidc.None(),
        { execute: isLoopbackHttp ? [oidc.allowInsecureRequests] : [] },
      )
      .catch((error: unknown) => {
        // A provider that was briefly unreachable is asked again next time.
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    clientId,
    redirectUri: `${config.publicUrl}/api/v1/auth/oauth/google/callback`,
    getConfiguration,
    getJwks: async () => {
      const jwksUri = (await getConfiguration()).serverMetadata().jwks_uri;
      if (!jwksUri) throw new Error('the identity provider publishes no jwks_uri');
      jwks ??= createRemoteJWKSet(new URL(jwksUri));
      return jwks;
    },
  };
}
