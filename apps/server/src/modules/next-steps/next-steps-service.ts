import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@yonder/contract/common';
import type { Preferences, UpdatePreferences } from '@yonder/contract/dashboard';
import type { Database } from '#db/client.ts';
import { AppError, messageOf, unauthorized } from '#lib/errors.ts';
import { dayIn } from '../dashboard/calendar.ts';
import { findDueNextSteps } from '../dashboard/summary-repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { UnsubscribeTokens } from '../saved-searches/unsubscribe-token.ts';
import { findPersonTimeZone, personTimeZone, rememberBrowserTimeZone } from '../users/time-zone.ts';
import { isPayCurrency, updatePayPreference } from '../exchange-rates/pay-target.ts';
import { nextStepsMail } from './next-steps-mail.ts';
import {
  findNextStepsRecipients,
  findPreferences,
  lockNextStepsRecipient,
  setNextStepsMailedOn,
  updateNextStepEmails,
  type NextStepsRecipient,
} from './next-steps-repository.ts';

/** Nobody is mailed before this hour of their own day. */
export const NEXT_STEPS_LOCAL_HOUR = 8;
const SWEEP_BATCH = 200;
const STEPS_LISTED = 30;

export const NEXT_STEPS_TOKEN_PURPOSE = 'next-steps-unsubscribe';

export type NextStepsDeps = {
  db: Database;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  publicUrl: string;
};

const languageOf = (value: string | null): Language =>
  value === 'zh' || value === 'en' ? value : DEFAULT_LANGUAGE;

function hourIn(instant: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .slice(0, 2);
  return Number(hour);
}

/**
 * One person's mail, in one transaction: their row is locked (skipped when another sweep has it,
 * the mail is off or it went today), the mail is queued and the day recorded together, so a
 * retried sweep never mails twice. Nothing goes when no step is due that day.
 */
async function mailRecipient(
  { db, mailer, tokens, publicUrl }: NextStepsDeps,
  { id, day }: { id: string; day: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const person = await lockNextStepsRecipient(tx, { id, day });
    if (!person) return false;
    const steps = await findDueNextSteps(tx, {
      userId: id,
      from: day,
      through: day,
      limit: STEPS_LISTED,
    });
    if (steps.length > 0) {
      const language = languageOf(person.language);
      const token = encodeURIComponent(tokens.sign(id));
      await mailer.send(
        tx,
        nextStepsMail({
          to: person.email,
          name: person.username,
          language,
          steps,
          links: {
            board: `${publicUrl}/dashboard/job/job-search?tab=tracking`,
            unsubscribePage: `${publicUrl}/unsubscribed?token=${token}&lng=${language}&list=next-steps`,
            unsubscribeApi: `${publicUrl}/api/v1/dashboard/next-steps/unsubscribe?token=${token}`,
          },
        }),
      );
    }
    await setNextStepsMailedOn(tx, { id, day });
    return steps.length > 0;
  });
}

/** Whose own day it is to be mailed now: past the hour, not mailed yet today. */
function dueDay(person: NextStepsRecipient, now: Date): string | null {
  const { zone } = personTimeZone(person);
  const day = dayIn(now, zone);
  if (person.mailed_on === day || hourIn(now, zone) < NEXT_STEPS_LOCAL_HOUR) return null;
  return day;
}

/**
 * One run of the daily mail. A person whose mail failed is left for the next run and the run
 * throws at the end, so the queue runs it again; those mailed meanwhile are not mailed again.
 */
export async function runNextStepsMail({
  log,
  now,
  ...deps
}: NextStepsDeps & { now: Date; log: FastifyBaseLogger }): Promise<{ mailed: number }> {
  const utcDay = dayIn(now, 'UTC');
  let afterId: string | null = null;
  let mailed = 0;
  let failed = 0;
  let firstError: unknown = null;
  for (;;) {
    const people = await findNextStepsRecipients(deps.db, { utcDay, afterId, limit: SWEEP_BATCH });
    for (const person of people) {
      const day = dueDay(person, now);
      if (!day) continue;
      try {
        if (await mailRecipient(deps, { id: person.id, day })) mailed += 1;
      } catch (error) {
        failed += 1;
        firstError ??= error;
        log.error({ err: error, userId: person.id }, 'next steps mail failed');
      }
    }
    if (mailed > 0) deps.mailer.wake();
    if (people.length < SWEEP_BATCH) break;
    afterId = people.at(-1)?.id ?? null;
  }
  if (failed > 0)
    throw new Error(`${failed} next steps mails failed; the first: ${messageOf(firstError)}`, {
      cause: firstError,
    });
  return { mailed };
}

/** The mail's one-click unsubscribe: the signed token names the person. */
export async function unsubscribeNextSteps({
  db,
  tokens,
  token,
}: {
  db: Database;
  tokens: UnsubscribeTokens;
  token: string;
}): Promise<{ language: Language }> {
  const userId = tokens.verify(token);
  const updated = userId ? await updateNextStepEmails(db, { userId, isOn: false }) : undefined;
  if (!updated) throw new AppError(404, 'nextStepsTokenInvalid');
  return { language: languageOf(updated.language) };
}

export async function getPreferences({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<Preferences> {
  const [row, timeZone] = await Promise.all([
    findPreferences(db, userId),
    findPersonTimeZone(db, userId),
  ]);
  if (!row) throw unauthorized();
  return {
    next_step_emails: row.next_step_emails,
    time_zone: timeZone.zone,
    time_zone_source: timeZone.source,
    pay_currency: isPayCurrency(row.pay_currency) ? row.pay_currency : null,
    pay_period: row.pay_period === 'month' ? 'month' : 'year',
  };
}

export async function updatePreferences({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: string;
  input: UpdatePreferences;
}): Promise<Preferences> {
  if (input.next_step_emails !== undefined)
    await updateNextStepEmails(db, { userId, isOn: input.next_step_emails });
  if (input.pay_currency !== undefined || input.pay_period !== undefined)
    await updatePayPreference(db, {
      userId,
      currency: input.pay_currency,
      period: input.pay_period,
    });
  if (input.browser_time_zone !== undefined)
    await rememberBrowserTimeZone(db, { userId, timeZone: input.browser_time_zone });
  return getPreferences({ db, userId });
}
