import { createHash, randomBytes } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, uniqueEmail } from '#test/auth-helpers.ts';
import { authorizeAtIssuer, startOidcIssuer } from '#test/oidc-issuer.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';

const PUBLIC_URL = 'http://127.0.0.1:4321';
const CLIENT = { clientId: 'yonder-test', clientSecret: 'test-secret-for-the-issuer' };
const REDIRECT_URI = `${PUBLIC_URL}/api/v1/auth/oauth/google/callback`;

/** What the web app does before leaving: keep a secret, send its hash. */
function newBinding() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, binding: createHash('sha256').update(verifier).digest('base64url') };
}

const startUrl = (query: Record<string, string>) =>
  `/api/v1/auth/oauth/google/start?${new URLSearchParams(query)}`;

describe('Google sign-in through a real OIDC issuer', () => {
  let t: TestApp;
  let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
  // The issuer checks its tokens against the real time, so the app's clock starts there.
  const clock = createTestClock(new Date());

  beforeAll(async () => {
    issuer = await startOidcIssuer({ ...CLIENT, redirectUri: REDIRECT_URI });
    t = await createTestApp(
      {
        PUBLIC_URL,
        OIDC_ISSUER: issuer.issuer,
        OIDC_CLIENT_ID: CLIENT.clientId,
        OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      },
      undefined,
      { now: clock.now },
    );
  });

  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  /**
   * start → issuer (log in, consent) → callback; returns the fragment handed to /auth/callback and
   * the verifier the browser kept.
   */
  async function googleCallback(login: string, redirect = '') {
    const { verifier, binding } = newBinding();
    const start = await t.app.inject(startUrl(redirect ? { redirect, binding } : { binding }));
    expect(start.statusCode).toBe(302);
    const cookie = String(start.headers['set-cookie']);
    const callbackUrl = await authorizeAtIssuer(
      String(start.headers.location),
      issuer.issuer,
      login,
    );
    expect(callbackUrl.startsWith(REDIRECT_URI)).toBe(true);
    const callback = await t.app.inject({
      url: callbackUrl.slice(PUBLIC_URL.length),
      headers: { cookie: cookie.split(';')[0] },
    });
    expect(callback.statusCode).toBe(302);
    const location = String(callback.headers.location);
    expect(location.startsWith(`${PUBLIC_URL}/auth/callback#`)).toBe(true);
    return { fragment: Object.fromEntries(new URLSearchParams(location.split('#')[1])), verifier };
  }

  const exchange = (code: string | undefined, verifier: string) =>
    call(t.app, 'POST', '/api/v1/auth/oauth/exchange', { code, verifier });

  /** The whole trip as the web app makes it: the callback's code exchanged with the verifier. */
  async function signInWithGoogle(login: string, redirect = '') {
    const { fragment, verifier } = await googleCallback(login, redirect);
    if (!fragment.code) return fragment;
    const exchanged = await exchange(fragment.code, verifier);
    expect(exchanged.statusCode).toBe(200);
    return exchanged.json().data;
  }

  it('sends the browser to the issuer with PKCE, state, nonce and the scopes Google needs', async () => {
    const start = await t.app.inject(startUrl(newBinding()));
    const target = new URL(String(start.headers.location));
    expect(target.origin).toBe(issuer.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('creates an account on first sign-in and hands /auth/callback a code that the starting browser trades for working tokens', async () => {
    const email = uniqueEmail('google');
    issuer.accounts.set('g-1', {
      sub: 'g-1',
      email,
      email_verified: true,
      name: 'Grace Hopper',
      picture: 'https://example.com/g.png',
    });
    const fragment = await signInWithGoogle('g-1', '/dashboard/job/job-search/42');
    expect(fragment).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      redirect: '/dashboard/job/job-search/42',
    });
    const me = await call(t.app, 'GET', '/api/v1/auth/me', undefined, {
      token: fragment.access_token,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email,
      name: 'Grace Hopper',
      avatar_url: 'https://example.com/g.png',
    });
    const refreshed = await call(t.app, 'POST', '/api/v1/auth/refresh', {
      refresh_token: fragment.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);

    // Signing in again finds the same account through the linked identity.
    const again = await signInWithGoogle('g-1');
    const meAgain = await call(t.app, 'GET', '/api/v1/auth/me', undefined, {
      token: again.access_token,
    });
    expect(meAgain.json().data.id).toBe(me.json().data.id);
  });

  it('links Google to an existing account with the same verified e-mail', async () => {
    const account = await signUp(t.app);
    issuer.accounts.set('g-2', {
      sub: 'g-2',
      email: account.user.email.toUpperCase(),
      email_verified: true,
      name: 'Someone',
    });
    const fragment = await signInWithGoogle('g-2');
    const me = await call(t.app, 'GET', '/api/v1/auth/me', undefined, {
      token: fragment.access_token,
    });
    expect(me.json().data).toMatchObject({ id: account.user.id, username: 'Ada' });
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      email: account.user.email,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an unverified Google e-mail, a missing state cookie and a cancelled sign-in with an error fragment', async () => {
    issuer.accounts.set('g-3', {
      sub: 'g-3',
      email: uniqueEmail(),
      email_verified: false,
      name: 'Mallory',
    });
    expect(await signInWithGoogle('g-3')).toMatchObject({
      error: 'email_not_verified',
      error_description: '该 Google 账号的邮箱尚未验证',
    });

    const noCookie = await t.app.inject('/api/v1/auth/oauth/google/callback?code=abc&state=xyz');
    expect(String(noCookie.headers.location)).toMatch(
      new RegExp(`^${PUBLIC_URL}/auth/callback#error=invalid_state&`),
    );

    const start = await t.app.inject({ url: startUrl({ lang: 'en', ...newBinding() }) });
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const denied = await t.app.inject({
      url: `/api/v1/auth/oauth/google/callback?error=access_denied&state=${state}`,
      headers: { cookie: String(start.headers['set-cookie']).split(';')[0] },
    });
    const fragment = Object.fromEntries(
      new URLSearchParams(String(denied.headers.location).split('#')[1]),
    );
    expect(fragment).toEqual({
      error: 'access_denied',
      error_description: 'Google sign-in was cancelled',
    });
  });

  it('never redirects off the site after sign-in', async () => {
    issuer.accounts.set('g-4', {
      sub: 'g-4',
      email: uniqueEmail(),
      email_verified: true,
      name: 'Eve',
    });
    const fragment = await signInWithGoogle('g-4', '//evil.example.com/x');
    expect(fragment.redirect).toBe('');
    expect(fragment.access_token).toBeTruthy();
  });

  it('puts no token in the callback URL, and its code signs in only the browser that started, once', async () => {
    issuer.accounts.set('g-6', {
      sub: 'g-6',
      email: uniqueEmail('attacker'),
      email_verified: true,
      name: 'Attacker',
    });
    // The attacker signs in themselves and sends the callback link to a victim.
    const { fragment, verifier } = await googleCallback('g-6');
    expect(Object.keys(fragment)).toEqual(['code']);
    // The victim's browser has its own secret (or none): the code is refused and burned.
    const victim = await exchange(fragment.code, newBinding().verifier);
    expect(victim.statusCode).toBe(400);
    expect(victim.json()).toMatchObject({
      success: false,
      message: 'The sign-in request has expired, please try again',
    });
    expect((await exchange(fragment.code, verifier)).statusCode).toBe(400);

    const fresh = await googleCallback('g-6');
    expect((await exchange(fresh.fragment.code, fresh.verifier)).statusCode).toBe(200);
    expect((await exchange(fresh.fragment.code, fresh.verifier)).statusCode).toBe(400);
  });

  it('lets the callback code expire after two minutes', async () => {
    issuer.accounts.set('g-7', {
      sub: 'g-7',
      email: uniqueEmail('slow'),
      email_verified: true,
      name: 'Slow',
    });
    const { fragment, verifier } = await googleCallback('g-7');
    clock.advance(2 * 60_000 + 1000);
    expect((await exchange(fragment.code, verifier)).statusCode).toBe(400);
  });

  it('refuses a start without the browser binding', async () => {
    const start = await t.app.inject('/api/v1/auth/oauth/google/start');
    expect(start.statusCode).toBe(422);
  });

  it('google-login accepts a genuine ID token of the issuer and rejects a forged one', async () => {
    const email = uniqueEmail('idtoken');
    issuer.accounts.set('g-5', { sub: 'g-5', email, email_verified: true, name: 'Ida' });
    const config = await oidc.discovery(
      new URL(issuer.issuer),
      CLIENT.clientId,
      CLIENT.clientSecret,
      undefined,
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const authUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'test-state',
      claims: JSON.stringify({ id_token: { email: null, email_verified: null, name: null } }),
    });
    const callbackUrl = await authorizeAtIssuer(authUrl.href, issuer.issuer, 'g-5');
    const tokens = await oidc.authorizationCodeGrant(config, new URL(callbackUrl), {
      pkceCodeVerifier: verifier,
      expectedState: 'test-state',
    });

    const genuine = await call(t.app, 'POST', '/api/v1/auth/google-login', {
      user_id: 'ignored',
      email: 'attacker@example.com',
      name: 'x',
      image: '',
      id_token: tokens.id_token,
    });
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json().data.user.email).toBe(email);

    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'victim@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuer(issuer.issuer)
      .setAudience(CLIENT.clientId)
      .setSubject('g-forged')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const rejected = await call(t.app, 'POST', '/api/v1/auth/google-login', {
      email: 'victim@example.com',
      id_token: forged,
    });
    expect(rejected.statusCode).toBe(401);
    expect(rejected.json().message).toBe('The identity token is not valid');
    const missing = await call(t.app, 'POST', '/api/v1/auth/google-login', {
      user_id: 'u',
      email: 'victim@example.com',
    });
    expect(missing.statusCode).toBe(401);
  });

  it('tells the web app that Google sign-in is on', async () => {
    expect((await t.app.inject('/api/v1/auth/providers')).json().data).toEqual({ google: true });
  });
});

describe('Google sign-in when not configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('says so clearly with 503 and reports the provider as off', async () => {
    const start = await t.app.inject({
      url: startUrl(newBinding()),
      headers: { 'accept-language': 'en' },
    });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toMatchObject({
      success: false,
      code: 503,
      message: 'Google sign-in is not enabled on this server',
    });
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/google-login', { id_token: 'x' })).statusCode,
    ).toBe(503);
    expect((await t.app.inject('/api/v1/auth/providers')).json().data).toEqual({ google: false });
    const callback = await t.app.inject('/api/v1/auth/oauth/google/callback?code=a&state=b');
    expect(String(callback.headers.location)).toContain('#error=oauth_disabled');
  });
});
