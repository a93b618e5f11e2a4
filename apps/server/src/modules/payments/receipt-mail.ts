import type { Language } from '@yonder/contract/common';
import type { PlanPeriod } from '@yonder/contract/pricing';
import type { Transaction } from '#db/client.ts';
import { translate, type MessageKey } from '#i18n/messages.ts';
import { formatLocalDateTime } from '#lib/local-time.ts';
import { greeting } from '../auth/auth-mails.ts';
import { findUserById } from '../auth/user-repository.ts';
import { formatMoney, mailHtml, mailText, type MailBlock } from '../mail/mail-format.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { OutgoingMail } from '../mail/transport.ts';
import { findPersonTimeZone } from '../users/time-zone.ts';

/** What a grant needs to mail its receipt. */
export type ReceiptMail = { mailer: Mailer; supportEmail: string };

const KNOWN_METHODS = new Set(['card', 'alipay', 'wechat_pay']);

/**
 * The receipt's number, made from the payment alone (the day it was paid, in UTC, and the start of
 * its id): nothing to store, and support finds the payment from it.
 */
export const receiptNumber = (payment: { id: string; paidAt: Date }) =>
  `YD-${payment.paidAt.toISOString().slice(0, 10).replaceAll('-', '')}-${payment.id
    .replaceAll('-', '')
    .slice(0, 8)
    .toUpperCase()}`;

export type ReceiptFacts = {
  to: string;
  name: string;
  language: Language;
  timeZone: string;
  number: string;
  period: PlanPeriod;
  days: number;
  amount: number;
  currency: string;
  method: string | null;
  paidAt: Date;
  startsAt: Date;
  endsAt: Date;
  supportEmail: string;
};

export function receiptMail(facts: ReceiptFacts): OutgoingMail {
  const { language, timeZone } = facts;
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    translate(language, key, values);
  const time = (instant: Date) => formatLocalDateTime(instant, language, timeZone);
  const method = facts.method && KNOWN_METHODS.has(facts.method) ? facts.method : 'other';
  const isQueued = facts.startsAt.getTime() > facts.paidAt.getTime();
  const blocks: MailBlock[] = [
    greeting(language, facts.name),
    t('receiptIntro'),
    [
      [t('receiptNumber'), facts.number],
      [
        t('receiptItem'),
        t('receiptItemValue', { plan: t(`planName_${facts.period}`), days: facts.days }),
      ],
      [t('receiptAmount'), formatMoney(facts.amount, facts.currency, language)],
      [t('receiptMethod'), t(`receiptMethod_${method}` as MessageKey)],
      [t('receiptPaidAt'), time(facts.paidAt)],
      ...(isQueued ? [[t('receiptStartsAt'), time(facts.startsAt)] as [string, string]] : []),
      [t('receiptEndsAt'), time(facts.endsAt)],
    ],
    ...(isQueued ? [t('receiptQueued')] : []),
    t('receiptFooter', { email: facts.supportEmail }),
    t('mailSignature'),
  ];
  return {
    to: facts.to,
    subject: t('receiptSubject', { number: facts.number }),
    text: mailText(blocks, language),
    html: mailHtml(blocks),
  };
}

/**
 * Queues the receipt in the transaction that grants the pass: the grant happens once per payment
 * (only from pending), so the receipt leaves once however often Stripe sends the event. Written in
 * the language of the checkout and the profile's contact time zone (else UTC).
 */
export async function queueReceipt(options: {
  tx: Transaction;
  mail: ReceiptMail;
  payment: {
    id: string;
    userId: string;
    period: PlanPeriod;
    amount: number;
    currency: string;
    method: string | null;
    language: Language;
  };
  pass: { startsAt: Date; endsAt: Date };
  days: number;
  now: Date;
}): Promise<void> {
  const { tx, mail, payment, pass, days, now } = options;
  const user = await findUserById(tx, payment.userId);
  if (!user) return;
  const timeZone = (await findPersonTimeZone(tx, user.id)).zone;
  await mail.mailer.send(
    tx,
    receiptMail({
      to: user.email,
      name: user.username,
      language: payment.language,
      timeZone,
      number: receiptNumber({ id: payment.id, paidAt: now }),
      period: payment.period,
      days,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      paidAt: now,
      startsAt: pass.startsAt,
      endsAt: pass.endsAt,
      supportEmail: mail.supportEmail,
    }),
  );
}
