import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
};

/**
 * A real OpenID Connect issuer on loopback (oidc-provider with its development login pages), with
 * one client registered for the app's callback. `accounts` can be changed between sign-ins.
 */
export async function startOidcIssuer(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const accounts = new Map<string, TestAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    cookies: { keys: ['test-cookie-key'] },
    // By default e-mail and profile come from userinfo (the app's fallback); a client may ask for
    // them in the ID token, as Google always puts them there.
    features: { claimsParameter: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => account } : undefined;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    /** The provider's signing keys, to check that tokens made elsewhere are refused. */
    provider,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the browser at the issuer: follows redirects with its own cookie jar, signs in as `login`
 * and consents on the development interaction pages, and stops at the first URL off the issuer.
 */
export async function authorizeAtIssuer(
  startUrl: string,
  issuer: string,
  login: string,
): Promise<string> {
  const jar = new Map<string, string>();
  let url = startUrl;
  let form: Record<string, string> | null = null;
  for (let step = 0; step < 20; step++) {
    if (!url.startsWith(issuer)) return url;
    const res = await fetch(url, {
      redirect: 'manual',
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    form = null;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (res.status !== 200 || !prompt)
      throw new Error(`unexpected page at ${url}: ${res.status} ${page.slice(0, 300)}`);
    form = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
  }
  throw new Error('too many redirects at the issuer');
}
