import type { CodePurpose } from '@yonder/contract/auth';
import type { Language } from '@yonder/contract/common';
import { translate, type MessageKey } from '#i18n/messages.ts';
import type { OutgoingMail } from '../mail/transport.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A mail of one or more paragraphs, with a code shown large when there is one. */
export function compose(options: {
  to: string;
  subject: string;
  paragraphs: string[];
  code?: string;
}): OutgoingMail {
  const { to, subject, paragraphs, code } = options;
  const lines = code ? [paragraphs[0] ?? '', '', code, '', ...paragraphs.slice(1)] : paragraphs;
  const html = [
    ...paragraphs.slice(0, 1).map((text) => `<p>${escapeHtml(text)}</p>`),
    code
      ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${code}</p>`
      : '',
    ...paragraphs.slice(1).map((text) => `<p>${escapeHtml(text)}</p>`),
  ].join('\n');
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: `<div style="font-family:sans-serif;line-height:1.5">${html}</div>`,
  };
}

/** The account's own name when there is an account; never a name the requester typed. */
export const greeting = (language: Language, name: string | undefined) =>
  name ? translate(language, 'mailGreeting', { name }) : translate(language, 'mailGreetingNoName');

export function verificationCodeMail(options: {
  to: string;
  name: string | undefined;
  code: string;
  purpose: CodePurpose;
  language: Language;
  minutes: number;
}): OutgoingMail {
  const { to, name, code, purpose, language, minutes } = options;
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    translate(language, key, values);
  return compose({
    to,
    code,
    subject: t(purpose === 'signup' ? 'mailSignupSubject' : 'mailResetSubject', { code }),
    paragraphs: [
      `${greeting(language, name)} ${t(purpose === 'signup' ? 'mailSignupIntro' : 'mailResetIntro')}`,
      t('mailCodeExpiry', { minutes }),
      t('mailSignature'),
    ],
  });
}

export function accountExistsMail(options: {
  to: string;
  name: string | undefined;
  language: Language;
}): OutgoingMail {
  const { to, name, language } = options;
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    translate(language, key, values);
  return compose({
    to,
    subject: t('mailAccountExistsSubject'),
    paragraphs: [`${greeting(language, name)} ${t('mailAccountExistsBody')}`, t('mailSignature')],
  });
}
