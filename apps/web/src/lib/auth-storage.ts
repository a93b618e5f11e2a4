import type { ErrorReason } from '@yonder/contract/common';

/** Where the session's tokens live (spec section 4): persistent storage, or session storage. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
export const UNAUTHORIZED_EVENT = 'unauthorized';
/** Broadcast in this window when a sign-in or sign-out happens here (other tabs see `storage`). */
export const SESSION_CHANGE_EVENT = 'session-change';
/** Where a guest wanted to go before signing in (spec section 4). */
export const PENDING_REDIRECT_KEY = 'pending_redirect';
/**
 * Why the server ended this browser's session, when it said (a password changed elsewhere): kept
 * until the next sign-in or until the notice is closed, so every tab and a reload can say it.
 */
export const SIGNED_OUT_REASON_KEY = 'signed_out_reason';

const stores = () => [window.localStorage, window.sessionStorage];

export function getAuthToken(): string | null {
  for (const store of stores()) {
    const token = store.getItem(AUTH_TOKEN_KEY);
    if (token) return token;
  }
  return null;
}

export function getRefreshToken(): string | null {
  for (const store of stores()) {
    const token = store.getItem(REFRESH_TOKEN_KEY);
    if (token) return token;
  }
  return null;
}

export function setTokens(tokens: { accessToken: string; refreshToken: string }) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, tokens.accessToken);
  window.localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  forgetSignedOutReason();
}

export function clearTokens() {
  for (const store of stores()) {
    store.removeItem(AUTH_TOKEN_KEY);
    store.removeItem(REFRESH_TOKEN_KEY);
  }
}

export function rememberSignedOutReason(reason: ErrorReason) {
  window.localStorage.setItem(SIGNED_OUT_REASON_KEY, reason);
}

export function readSignedOutReason(): ErrorReason | null {
  return window.localStorage.getItem(SIGNED_OUT_REASON_KEY) === 'password_changed'
    ? 'password_changed'
    : null;
}

export function forgetSignedOutReason() {
  window.localStorage.removeItem(SIGNED_OUT_REASON_KEY);
}
