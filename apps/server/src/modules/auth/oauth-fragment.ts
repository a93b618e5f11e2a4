import type { OAUTH_ERRORS, Session } from '@yonder/contract/auth';
import type { Language } from '@yonder/contract/common';
import { translate, type MessageKey } from '../../i18n/messages.ts';

type OauthError = (typeof OAUTH_ERRORS)[number];

const ERROR_CODES: Partial<Record<MessageKey, OauthError>> = {
  oauthDenied: 'access_denied',
  oauthDisabled: 'oauth_disabled',
  oauthInvalidState: 'invalid_state',
  emailNotVerified: 'email_not_verified',
};

/** The fragment (never the query: it stays out of server logs and Referer) that hands over tokens. */
export function sessionFragment(session: Session, redirect: string | undefined): string {
  const fields: Record<string, string> = {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: String(session.expires_in),
    token_type: session.token_type,
  };
  if (redirect) fields.redirect = redirect;
  return new URLSearchParams(fields).toString();
}

export function oauthErrorFragment(key: MessageKey, language: Language): string {
  const code = ERROR_CODES[key];
  return new URLSearchParams({
    error: code ?? 'server_error',
    error_description: translate(language, code ? key : 'oauthFailed'),
  }).toString();
}
