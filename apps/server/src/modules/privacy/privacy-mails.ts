import type { Language } from '@yonder/contract/common';
import { translate, type MessageKey } from '#i18n/messages.ts';
import { formatLocalDateTime } from '#lib/local-time.ts';
import { compose, greeting } from '../auth/auth-mails.ts';
import type { OutgoingMail } from '../mail/transport.ts';

const translator =
  (language: Language) => (key: MessageKey, values?: Record<string, string | number>) =>
    translate(language, key, values);

export function accountDeletionCodeMail(options: {
  to: string;
  name: string;
  code: string;
  language: Language;
  minutes: number;
}): OutgoingMail {
  const { to, name, code, language, minutes } = options;
  const t = translator(language);
  return compose({
    to,
    code,
    subject: t('mailDeleteSubject', { code }),
    paragraphs: [
      `${greeting(language, name)} ${t('mailDeleteIntro')}`,
      t('mailCodeExpiry', { minutes }),
      t('mailSignature'),
    ],
  });
}

export function dataExportReadyMail(options: {
  to: string;
  name: string;
  link: string;
  days: number;
  expiresAt: Date;
  language: Language;
  timeZone: string;
}): OutgoingMail {
  const { to, name, link, days, expiresAt, language, timeZone } = options;
  const t = translator(language);
  const date = formatLocalDateTime(expiresAt, language, timeZone);
  return compose({
    to,
    subject: t('mailExportSubject'),
    paragraphs: [
      `${greeting(language, name)} ${t('mailExportIntro')}`,
      link,
      t('mailExportExpiry', { days, date }),
      t('mailSignature'),
    ],
  });
}

export function goodbyeMail(options: {
  to: string;
  name: string;
  language: Language;
}): OutgoingMail {
  const { to, name, language } = options;
  const t = translator(language);
  return compose({
    to,
    subject: t('mailGoodbyeSubject'),
    paragraphs: [`${greeting(language, name)} ${t('mailGoodbyeBody')}`, t('mailSignature')],
  });
}
