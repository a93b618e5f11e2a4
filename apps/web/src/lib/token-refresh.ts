import type { Session } from '@yonder/contract/auth';
import type { ErrorReason } from '@yonder/contract/common';
import { api, ApiError } from './api-client';
import {
  clearTokens,
  getAuthToken,
  getRefreshToken,
  rememberSignedOutReason,
  SESSION_CHANGE_EVENT,
  setTokens,
} from './auth-storage';
import { readTokenExpiry } from './jwt';

/** Spec section 9: check every 30 s, refresh when 90 s or less remain, back off from 200 ms within 30 s. */
export const CHECK_INTERVAL_MS = 30_000;
export const REFRESH_MARGIN_MS = 90_000;
export const BACKOFF_START_MS = 200;
export const BACKOFF_BUDGET_MS = 30_000;
const LOCK_NAME = 'yonder:token-refresh';

export type RefreshOutcome = 'fresh' | 'refreshed' | 'ended' | 'gave-up';

let inFlight: Promise<RefreshOutcome> | null = null;

export function needsRefresh(token: string, now = Date.now()): boolean {
  const expiry = readTokenExpiry(token);
  return expiry !== null && expiry - now <= REFRESH_MARGIN_MS;
}

/** A network failure, a throttle or a server error may pass; anything else means the session is over. */
const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cause the server gave for refusing the refresh, if it is one the app tells the person. */
function reasonOf(error: unknown): ErrorReason | null {
  const body = error instanceof ApiError ? error.body : null;
  const reason = typeof body === 'object' && body !== null && 'reason' in body ? body.reason : null;
  return reason === 'password_changed' ? reason : null;
}

/** Ends the session here; the reason is kept first, so every tab that sees the end can say why. */
function endSession(reason: ErrorReason | null) {
  if (reason) rememberSignedOutReason(reason);
  clearTokens();
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/**
 * Trades the refresh token in, retrying what may pass. `isStale` says whether the access token of
 * the moment still has to be replaced: read again on each try, since another tab may have renewed
 * the pair (or signed out) meanwhile.
 */
async function refreshWithBackoff(isStale: (token: string) => boolean): Promise<RefreshOutcome> {
  const startedAt = Date.now();
  let delay = BACKOFF_START_MS;
  for (;;) {
    const accessToken = getAuthToken();
    const refreshToken = getRefreshToken();
    if (!accessToken || !refreshToken) return 'ended';
    if (!isStale(accessToken)) return 'fresh';
    try {
      const answer = await api.post<{ data: Session }>(
        '/api/v1/auth/refresh',
        { refresh_token: refreshToken },
        { isSessionless: true },
      );
      setTokens({ accessToken: answer.data.access_token, refreshToken: answer.data.refresh_token });
      return 'refreshed';
    } catch (error) {
      if (!isRetryable(error)) {
        endSession(reasonOf(error));
        return 'ended';
      }
      if (Date.now() - startedAt + delay > BACKOFF_BUDGET_MS) return 'gave-up';
      await sleep(delay);
      delay *= 2;
    }
  }
}

/**
 * Tabs share one refresh token and the server revokes a reused one with its whole family, so only
 * one tab at a time may trade it in (Web Locks where the browser has them).
 */
function withTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(LOCK_NAME, work) : work();
}

function shareAttempt(isStale: (token: string) => boolean): Promise<RefreshOutcome> {
  inFlight ??= withTabLock(() => refreshWithBackoff(isStale)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Renews the access token when it has 90 s or less left; concurrent callers share one attempt,
 * and a caller that comes while one is under way waits for it (a request never leaves with the
 * token being replaced).
 */
export function ensureFreshToken(): Promise<RefreshOutcome> {
  if (inFlight) return inFlight;
  const token = getAuthToken();
  if (!token || !needsRefresh(token)) return Promise.resolve(token ? 'fresh' : 'ended');
  return shareAttempt(needsRefresh);
}

/**
 * After the server refused `rejected` (401): one refresh, however much time the token claims to
 * have left, unless the pair was renewed since that request left.
 */
export function renewRejectedToken(rejected: string): Promise<RefreshOutcome> {
  if (inFlight) return inFlight;
  const token = getAuthToken();
  if (!token) return Promise.resolve('ended');
  if (token !== rejected) return Promise.resolve('refreshed');
  return shareAttempt((current) => current === rejected);
}

/** Runs the check now, every 30 s, and whenever the tab comes back to sight or the network returns. */
export function startTokenRefresh(): () => void {
  const check = () => void ensureFreshToken();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };
  check();
  const timer = setInterval(check, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', check);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', check);
  };
}
