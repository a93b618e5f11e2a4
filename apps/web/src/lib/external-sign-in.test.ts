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

  it('keeps the tokens from the fragment, checks them with auth/me and returns the redirect', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ success: true, code: 200, message: 'OK', data: USER }),
    );
    const outcome = await completeExternalSignIn(
      'access_token=acc&refresh_token=ref&expires_in=900&token_type=bearer&redirect=%2Fdashboard%2Fresume',
      queryClient,
    );
    expect(outcome).toEqual({ isSignedIn: true, redirect: '/dashboard/resume' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('acc');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('ref');
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toEqual(USER);
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

  it('fails without a token, and also with a token the server refuses', async () => {
    expect(await completeExternalSignIn('', queryClient)).toEqual({ isSignedIn: false });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ success: false, code: 401, message: 'no' }, 401),
    );
    expect(
      await completeExternalSignIn(
        'access_token=bad&refresh_token=r&expires_in=900&token_type=bearer',
        queryClient,
      ),
    ).toEqual({
      isSignedIn: false,
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
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
