import type { QueryClient } from '@tanstack/react-query';
import { oauthCallbackFragmentSchema } from '@yonder/contract/auth';
import { getAuthToken, SESSION_CHANGE_EVENT, setTokens } from './auth-storage';
import { currentUserQueryOptions } from './current-user';
import { endLocalSession, forgetPersonalData } from './session';

export type ExternalSignInOutcome =
  { isSignedIn: true; redirect?: string } | { isSignedIn: false; message?: string };

/**
 * Finishes a sign-in that came back from the provider in the URL fragment: keeps the tokens and
 * checks them by reading the user. Without tokens an existing session will do (spec section 4).
 */
export async function completeExternalSignIn(
  fragment: string,
  queryClient: QueryClient,
): Promise<ExternalSignInOutcome> {
  const fields = new URLSearchParams(fragment);
  const parsed = oauthCallbackFragmentSchema.safeParse(Object.fromEntries(fields));
  const answer = parsed.success ? parsed.data : null;
  if (answer && 'error' in answer)
    return { isSignedIn: false, message: answer.error_description || undefined };
  const tokens = answer && 'access_token' in answer ? answer : null;
  if (!tokens && (fields.has('error') || !getAuthToken())) return { isSignedIn: false };

  if (tokens) {
    forgetPersonalData(queryClient);
    setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  }
  try {
    await queryClient.fetchQuery(currentUserQueryOptions());
  } catch {
    endLocalSession(queryClient);
    return { isSignedIn: false };
  }
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  return { isSignedIn: true, redirect: tokens?.redirect };
}
