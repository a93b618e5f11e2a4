import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY } from './auth-storage';
import { currentUserQueryOptions } from './current-user';
import { completeExternalSignIn } from './external-sign-in';
import { takeDestination } from './session';

const USER = {
  id: 'u1',
  email: 'grace@example.com',
  username: 'Grace',
  name: 'Grace',
  avatar_url: null,
  created_at: '2025-01-01T00:00:00Z',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('external sign-in callback', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const SESSION = {
    access_token: 'acc',
    refresh_token: 'ref',
    expires_in: 900,
    token_type: 'bearer',
    user: USER,
  };

  it('trades the one-time code, with the verifier this tab kept, for a session and returns the redirect', async () => {
    sessionStorage.setItem('oauth_verifier', 'v'.repeat(43));
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        json({ success: true, code: 200, data: { ...SESSION, redirect: '/dashboard/resume' } }),
      );
    const outcome = await completeExternalSignIn('code=one-time', queryClient);
    expect(outcome).toEqual({ isSignedIn: true, redirect: '/dashboard/resume' });
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/oauth/exchange');
    expect(init.body).toBe(JSON.stringify({ code: 'one-time', verifier: 'v'.repeat(43) }));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('acc');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('ref');
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toEqual(USER);
    expect(sessionStorage.getItem('oauth_verifier')).toBeNull();
  });

  it('never uses a code when no sign-in was started in this tab (a link made elsewhere)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const outcome = await completeExternalSignIn('code=attackers-code', queryClient);
    expect(outcome).toEqual({ isSignedIn: false, isForeign: true });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('ignores tokens placed in the fragment', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const outcome = await completeExternalSignIn(
      'access_token=acc&refresh_token=ref&expires_in=900&token_type=bearer',
      queryClient,
    );
    expect(outcome).toEqual({ isSignedIn: false });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('passes the translated error description on', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const outcome = await completeExternalSignIn(
      'error=access_denied&error_description=Google%20sign-in%20was%20cancelled',
      queryClient,
    );
    expect(outcome).toEqual({ isSignedIn: false, message: 'Google sign-in was cancelled' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fails when the server refuses the code, saying why', async () => {
    sessionStorage.setItem('oauth_verifier', 'v'.repeat(43));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ success: false, code: 400, message: 'The sign-in request has expired' }, 400),
    );
    expect(await completeExternalSignIn('code=old', queryClient)).toEqual({
      isSignedIn: false,
      message: 'The sign-in request has expired',
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('fails with nothing in the fragment and no session', async () => {
    expect(await completeExternalSignIn('', queryClient)).toEqual({ isSignedIn: false });
  });

  it('goes to the asked destination, else the remembered one, else the dashboard; never off the site', () => {
    localStorage.setItem('pending_redirect', '/dashboard/job/job-search');
    expect(takeDestination('/dashboard/resume')).toBe('/dashboard/resume');
    expect(localStorage.getItem('pending_redirect')).toBeNull();
    localStorage.setItem('pending_redirect', '/dashboard/job/job-search');
    expect(takeDestination(undefined)).toBe('/dashboard/job/job-search');
    expect(takeDestination('//evil.example')).toBe('/dashboard');
    localStorage.setItem('pending_redirect', 'https://evil.example');
    expect(takeDestination(null)).toBe('/dashboard');
  });
});
