import type { QueryClient } from '@tanstack/react-query';
import { oauthCallbackFragmentSchema, type OauthExchangeResult } from '@yonder/contract/auth';
import { api } from './api-client';
import { getAuthToken, SESSION_CHANGE_EVENT } from './auth-storage';
import { currentUserQueryOptions } from './current-user';
import { takeSignInVerifier } from './oauth-binding';
import { endLocalSession, signIn } from './session';

export type ExternalSignInOutcome =
  | { isSignedIn: true; redirect?: string }
  | { isSignedIn: false; message?: string; isForeign?: boolean };

/**
 * Finishes a sign-in that came back from the provider: the fragment's one-time code is exchanged,
 * with the verifier this tab kept when it started, for a session. A code with no sign-in started
 * here is a link made elsewhere and is never used. Without a code an existing session will do
 * (spec section 4).
 */
export async function completeExternalSignIn(
  fragment: string,
  queryClient: QueryClient,
): Promise<ExternalSignInOutcome> {
  const fields = new URLSearchParams(fragment);
  const parsed = oauthCallbackFragmentSchema.safeParse(Object.fromEntries(fields));
  const answer = parsed.success ? parsed.data : null;
  const verifier = takeSignInVerifier();
  if (answer && 'error' in answer)
    return { isSignedIn: false, message: answer.error_description || undefined };

  if (answer && 'code' in answer) {
    if (!verifier) return { isSignedIn: false, isForeign: true };
    try {
      const { data } = await api.post<{ data: OauthExchangeResult }>(
        '/api/v1/auth/oauth/exchange',
        { code: answer.code, verifier },
        { isSessionless: true },
      );
      signIn(data, queryClient);
      return { isSignedIn: true, redirect: data.redirect || undefined };
    } catch (error) {
      return { isSignedIn: false, message: error instanceof Error ? error.message : undefined };
    }
  }

  if (fields.size > 0 || !getAuthToken()) return { isSignedIn: false };
  try {
    await queryClient.fetchQuery(currentUserQueryOptions());
  } catch {
    endLocalSession(queryClient);
    return { isSignedIn: false };
  }
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  return { isSignedIn: true };
}
