import type { OAUTH_ERRORS } from '@yonder/contract/auth';
import type { Language } from '@yonder/contract/common';
import { translate, type MessageKey } from '#i18n/messages.ts';

type OauthError = (typeof OAUTH_ERRORS)[number];

const ERROR_CODES: Partial<Record<MessageKey, OauthError>> = {
  oauthDenied: 'access_denied',
  oauthDisabled: 'oauth_disabled',
  oauthInvalidState: 'invalid_state',
  emailNotVerified: 'email_not_verified',
};

/** The fragment (never the query: it stays out of server logs and Referer) with the one-time code. */
export const handoffFragment = (code: string) => new URLSearchParams({ code }).toString();

export function oauthErrorFragment(key: MessageKey, language: Language): string {
  const code = ERROR_CODES[key];
  return new URLSearchParams({
    error: code ?? 'server_error',
    error_description: translate(language, code ? key : 'oauthFailed'),
  }).toString();
}
