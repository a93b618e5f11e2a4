import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@yonder/contract/common';
import type { Database } from '#db/client.ts';
import { translate, type MessageKey } from '#i18n/messages.ts';
import { formatLocalDateTime } from '#lib/local-time.ts';
import type { Mailer } from '../mail/mailer.ts';
import { personTimeZone } from '../users/time-zone.ts';
import type { OutgoingMail } from '../mail/transport.ts';
import { findDueReminders, markReminded, type ReminderKind } from './reminder-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function planReminderMail(options: {
  to: string;
  kind: ReminderKind;
  endsAt: Date;
  language: Language;
  timeZone: string;
  pricingUrl: string;
}): OutgoingMail {
  const { to, kind, endsAt, language, timeZone, pricingUrl } = options;
  const date = formatLocalDateTime(endsAt, language, timeZone);
  const key = (name: string) => `planReminder_${kind}_${name}` as MessageKey;
  const body = translate(language, key('text'), { date });
  const action = translate(language, 'planReminderAction');
  return {
    to,
    subject: translate(language, key('subject')),
    text: `${body}\n\n${action}: ${pricingUrl}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(pricingUrl)}">${escapeHtml(action)}</a></p>`,
  };
}

/**
 * One sweep of the expiry mails: three days before a user's paid time ends, and on its last day,
 * each once (the mark and the queued mail commit together). A pass bought on top moves the end,
 * so its own mails follow in their time.
 */
export async function runPlanReminders(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
  log?: FastifyBaseLogger;
}): Promise<{ soon: number; end: number }> {
  const { db, mailer, publicUrl, now } = options;
  const sent = { soon: 0, end: 0 };
  // The last day first: a pass that reaches it unreminded gets that mail, not "three days left".
  for (const [kind, days] of [
    ['end', 1],
    ['soon', 3],
  ] as const) {
    const horizon = new Date(now.getTime() + days * DAY_MS);
    const due = await findDueReminders(db, { kind, now, horizon, limit: BATCH });
    for (const reminder of due) {
      const isMine = await db.transaction(async (tx) => {
        if (!(await markReminded(tx, reminder.passId, kind, now))) return false;
        await mailer.send(
          tx,
          planReminderMail({
            to: reminder.email,
            kind,
            endsAt: reminder.endsAt,
            language: reminder.language,
            timeZone: personTimeZone(reminder).zone,
            pricingUrl: `${publicUrl}/pricing`,
          }),
        );
        return true;
      });
      if (isMine) sent[kind] += 1;
    }
  }
  if (sent.soon + sent.end > 0) mailer.wake();
  return sent;
}
