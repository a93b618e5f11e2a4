import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_TOKEN_KEY,
  readSignedOutReason,
  REFRESH_TOKEN_KEY,
  SESSION_CHANGE_EVENT,
} from './auth-storage';
import { readTokenExpiry } from './jwt';
import { CHECK_INTERVAL_MS, ensureFreshToken, startTokenRefresh } from './token-refresh';

const NOW = new Date('2025-06-01T12:00:00Z').getTime();

/** An unsigned JWT expiring `seconds` from NOW (the client only reads `exp`). */
const jwt = (seconds: number, tag = 'x') => {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: tag, exp: Math.floor(NOW / 1000) + seconds })}.sig`;
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const session = (access: string, refresh: string) =>
  json({
    success: true,
    code: 200,
    message: 'ok',
    data: {
      access_token: access,
      refresh_token: refresh,
      expires_in: 900,
      token_type: 'bearer',
      user: {},
    },
  });

const mockFetch = () => vi.spyOn(globalThis, 'fetch');

const refreshCalls = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.filter(([url]) => String(url) === '/api/v1/auth/refresh');

describe('token refresh', () => {
  let fetchSpy: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    fetchSpy = mockFetch();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the expiry of a JWT and nothing from a token that is not one', () => {
    expect(readTokenExpiry(jwt(900))).toBe(NOW + 900_000);
    expect(readTokenExpiry('opaque')).toBeNull();
    expect(readTokenExpiry('a.%%%.c')).toBeNull();
  });

  it('leaves a token with more than 90 s left alone', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt(91));
    expect(await ensureFreshToken()).toBe('fresh');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refreshes at 90 s or less and keeps the rotated pair', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt(90));
    const renewed = jwt(900, 'renewed');
    fetchSpy.mockResolvedValue(session(renewed, 'refresh-2'));
    expect(await ensureFreshToken()).toBe('refreshed');
    const [, init] = refreshCalls(fetchSpy)[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ refresh_token: 'refresh-1' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(renewed);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('checks every 30 s and refreshes once the margin is reached', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt(150));
    fetchSpy.mockResolvedValue(session(jwt(1000), 'refresh-2'));
    const stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(refreshCalls(fetchSpy)).toHaveLength(0); // 120 s left
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(refreshCalls(fetchSpy)).toHaveLength(1); // 90 s left
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 4);
    expect(refreshCalls(fetchSpy)).toHaveLength(1);
    stop();
  });

  it('retries a network failure with a doubling delay from 200 ms', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt(30));
    fetchSpy
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ success: false, code: 503, message: 'down' }, 503))
      .mockResolvedValueOnce(session(jwt(900), 'refresh-2'));
    const outcome = ensureFreshToken();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshCalls(fetchSpy)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(refreshCalls(fetchSpy)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(fetchSpy)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(refreshCalls(fetchSpy)).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(800);
    expect(refreshCalls(fetchSpy)).toHaveLength(4);
    expect(await outcome).toBe('refreshed');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('gives up within 30 s of retries and keeps the session for the next check', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt(60));
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = ensureFreshToken();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toBe('gave-up');
    // 0, 200, 600, 1400, 3000, 6200, 12600, 25400 ms: the next wait would pass 30 s.
    expect(refreshCalls(fetchSpy)).toHaveLength(8);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
  });

  it.each([401, 400])(
    'ends the session on a %i, in both storages, and tells the app',
    async (status) => {
      localStorage.setItem(AUTH_TOKEN_KEY, jwt(10));
      sessionStorage.setItem(AUTH_TOKEN_KEY, jwt(10));
      fetchSpy.mockResolvedValue(
        json({ success: false, code: status, message: 'Session ended' }, status),
      );
      const onChange = vi.fn();
      window.addEventListener(SESSION_CHANGE_EVENT, onChange);
      expect(await ensureFreshToken()).toBe('ended');
      window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
      expect(refreshCalls(fetchSpy)).toHaveLength(1);
      expect(onChange).toHaveBeenCalled();
      for (const store of [localStorage, sessionStorage]) {
        expect(store.getItem(AUTH_TOKEN_KEY)).toBeNull();
        expect(store.getItem(REFRESH_TOKEN_KEY)).toBeNull();
      }
    },
  );

  it('keeps the reason the server gives for the end, until the next sign-in', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt(10));
    fetchSpy.mockResolvedValueOnce(
      json({ success: false, code: 401, message: 'ended', reason: 'password_changed' }, 401),
    );
    expect(await ensureFreshToken()).toBe('ended');
    expect(readSignedOutReason()).toBe('password_changed');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();

    // A new session forgets it; a refusal without a reason leaves none behind.
    localStorage.setItem(AUTH_TOKEN_KEY, jwt(10));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    fetchSpy.mockResolvedValueOnce(session(jwt(900), 'refresh-2'));
    expect(await ensureFreshToken()).toBe('refreshed');
    expect(readSignedOutReason()).toBeNull();
    localStorage.setItem(AUTH_TOKEN_KEY, jwt(10));
    fetchSpy.mockResolvedValueOnce(json({ success: false, code: 401, message: 'ended' }, 401));
    expect(await ensureFreshToken()).toBe('ended');
    expect(readSignedOutReason()).toBeNull();
  });

  it('makes one request for callers that ask at the same time', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt(5));
    fetchSpy.mockResolvedValue(session(jwt(900), 'refresh-2'));
    const outcomes = await Promise.all([
      ensureFreshToken(),
      ensureFreshToken(),
      ensureFreshToken(),
    ]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(refreshCalls(fetchSpy)).toHaveLength(1);
  });

  it('does not refresh when another tab already renewed the pair', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, jwt(900));
    expect(await ensureFreshToken()).toBe('fresh');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
