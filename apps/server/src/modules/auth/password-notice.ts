import type { Language } from '@yonder/contract/common';
import type { Transaction } from '#db/client.ts';
import { formatLocalDateTime } from '#lib/local-time.ts';
import { translate, type MessageKey } from '#i18n/messages.ts';
import { mailHtml, mailText } from '../mail/mail-format.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { OutgoingMail } from '../mail/transport.ts';
import { findPersonTimeZone } from '../users/time-zone.ts';
import { greeting } from './auth-mails.ts';

/** Where the notice sends someone who did not change their password. */
export type NoticeLinks = { publicUrl: string; supportEmail: string };

/** `changed`: in the settings, other devices signed out; `reset`: with a mailed code, every device. */
export type PasswordNoticeKind = 'changed' | 'reset';

export function passwordChangedMail(options: {
  to: string;
  name: string;
  kind: PasswordNoticeKind;
  changedAt: Date;
  timeZone: string;
  language: Language;
  links: NoticeLinks;
}): OutgoingMail {
  const { to, name, kind, changedAt, timeZone, language, links } = options;
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    translate(language, key, values);
  const time = formatLocalDateTime(changedAt, language, timeZone);
  const blocks = [
    greeting(language, name),
    t('mailPasswordChangedBody', { email: to, time }),
    t(kind === 'changed' ? 'mailPasswordChangedOthersOut' : 'mailPasswordResetAllOut'),
    t('mailPasswordChangedIfYou'),
    // The web app opens its reset form at `?auth=forgot` (a code goes to this same address).
    t('mailPasswordChangedIfNotYou', { link: `${links.publicUrl}/?auth=forgot` }),
    t('mailPasswordChangedContact', {
      email: links.supportEmail,
      link: `${links.publicUrl}/feedback`,
    }),
    t('mailSignature'),
  ];
  return {
    to,
    subject: t('mailPasswordChangedSubject'),
    text: mailText(blocks, language),
    html: mailHtml(blocks),
  };
}

/**
 * Queues the notice in the transaction that changes the password, so it leaves only if the change
 * is kept. The time is written in the profile's contact time zone, else UTC, with the zone named.
 */
export async function queuePasswordNotice(options: {
  tx: Transaction;
  mailer: Mailer;
  user: { id: string; email: string; username: string };
  kind: PasswordNoticeKind;
  language: Language;
  links: NoticeLinks;
  now: Date;
  requestId?: string;
}): Promise<void> {
  const { tx, mailer, user, kind, language, links, now, requestId } = options;
  const timeZone = (await findPersonTimeZone(tx, user.id)).zone;
  const mail = passwordChangedMail({
    to: user.email,
    name: user.username,
    kind,
    changedAt: now,
    timeZone,
    language,
    links,
  });
  await mailer.send(tx, mail, { requestId });
}
