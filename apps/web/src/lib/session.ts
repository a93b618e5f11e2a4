import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@yonder/contract/auth';
import { api } from './api-client';
import {
  clearTokens,
  getRefreshToken,
  PENDING_REDIRECT_KEY,
  SESSION_CHANGE_EVENT,
  setTokens,
} from './auth-storage';
import { currentUserQueryOptions } from './current-user';
import { REPORTED_TIME_ZONE_KEY } from './report-time-zone-key';
import { claimStoredReferral } from './referral';

const DEFAULT_DESTINATION = '/dashboard';

/** Drops every cached answer that belongs to the person who was signed in. */
export function forgetPersonalData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.meta?.isPersonal === true });
  // The next person to sign in here reports this browser's time zone for themselves.
  sessionStorage.removeItem(REPORTED_TIME_ZONE_KEY);
}

/** Keeps the tokens of a new session and tells this tab (other tabs see the storage change). */
export function signIn(session: Session, queryClient: QueryClient) {
  forgetPersonalData(queryClient);
  setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
  queryClient.setQueryData(currentUserQueryOptions().queryKey, session.user);
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  // The invite link this visitor followed, if any: the server credits it to a new account only.
  void claimStoredReferral();
}

/** Ends the session on this device only: tokens and personal data go, every tab follows. */
export function endLocalSession(queryClient: QueryClient) {
  clearTokens();
  forgetPersonalData(queryClient);
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Signs out: the server is told, but the tokens are removed whatever it answers (spec section 4). */
export async function signOut(queryClient: QueryClient) {
  const refreshToken = getRefreshToken();
  try {
    await api.post('/api/v1/auth/logout', refreshToken ? { refresh_token: refreshToken } : {});
  } catch (error) {
    console.warn('logout', error);
  } finally {
    endLocalSession(queryClient);
  }
}

/** A same-site path only: never a full URL or a protocol-relative one. */
export const isSafePath = (path: string | null | undefined): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.startsWith('/\\');

/** Where a guest wanted to go before signing in, if anywhere. */
export function peekPendingRedirect(): string | null {
  const stored = window.localStorage.getItem(PENDING_REDIRECT_KEY);
  return isSafePath(stored) ? stored : null;
}

export function rememberPendingRedirect(path: string) {
  if (isSafePath(path)) window.localStorage.setItem(PENDING_REDIRECT_KEY, path);
}

/** The destination after a sign-in: the one asked for, else the remembered one, else the dashboard; forgets it. */
export function takeDestination(preferred?: string | null): string {
  const remembered = peekPendingRedirect();
  window.localStorage.removeItem(PENDING_REDIRECT_KEY);
  if (isSafePath(preferred)) return preferred;
  return remembered ?? DEFAULT_DESTINATION;
}
