import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { timeZoneColumns, type TimeZoneColumns } from '../users/time-zone.ts';

export type NextStepsRecipient = TimeZoneColumns & {
  id: string;
  email: string;
  username: string;
  language: string | null;
  mailed_on: string | null;
};

const RECIPIENT_COLUMNS = sql`u.id, u.email, u.username, u.language, ${timeZoneColumns()},
  u.next_steps_mailed_on::text as mailed_on`;

/**
 * People who want the mail and have an open application with a next step due within a day of
 * the given UTC day (every time zone's today is); the service keeps those whose own day it is.
 */
export async function findNextStepsRecipients(
  db: Executor,
  { utcDay, afterId, limit }: { utcDay: string; afterId: string | null; limit: number },
): Promise<NextStepsRecipient[]> {
  return queryRows<NextStepsRecipient>(
    db,
    sql`select ${RECIPIENT_COLUMNS}
        from users u left join candidate_profiles p on p.user_id = u.id
        where u.next_step_emails
          ${afterId ? sql`and u.id > ${afterId}::uuid` : sql``}
          and exists (select 1 from applications a
            where a.user_id = u.id and not a.archived and a.status <> 'rejected'
              and a.next_step_due between ${utcDay}::date - 1 and ${utcDay}::date + 1)
        order by u.id
        limit ${limit}`,
  );
}

/**
 * The person's row locked for their mail, or undefined when another sweep holds it, they turned
 * the mail off meanwhile or it went already that day.
 */
export async function lockNextStepsRecipient(
  db: Executor,
  { id, day }: { id: string; day: string },
): Promise<NextStepsRecipient | undefined> {
  const [row] = await queryRows<NextStepsRecipient>(
    db,
    sql`select ${RECIPIENT_COLUMNS}
        from users u left join candidate_profiles p on p.user_id = u.id
        where u.id = ${id}::uuid and u.next_step_emails
          and u.next_steps_mailed_on is distinct from ${day}::date
        for update of u skip locked`,
  );
  return row;
}

export async function setNextStepsMailedOn(
  db: Executor,
  { id, day }: { id: string; day: string },
): Promise<void> {
  await db.execute(
    sql`update users set next_steps_mailed_on = ${day}::date where id = ${id}::uuid`,
  );
}

export async function findPreferences(
  db: Executor,
  userId: string,
): Promise<
  { next_step_emails: boolean; pay_currency: string | null; pay_period: string | null } | undefined
> {
  const [row] = await queryRows<{
    next_step_emails: boolean;
    pay_currency: string | null;
    pay_period: string | null;
  }>(
    db,
    sql`select next_step_emails, pay_currency, pay_period from users where id = ${userId}::uuid`,
  );
  return row;
}

/** Turns the mail on or off; undefined when there is no such user. */
export async function updateNextStepEmails(
  db: Executor,
  { userId, isOn }: { userId: string; isOn: boolean },
): Promise<{ email: string; language: string | null } | undefined> {
  const [row] = await queryRows<{ email: string; language: string | null }>(
    db,
    sql`update users set next_step_emails = ${isOn} where id = ${userId}::uuid
        returning email, language`,
  );
  return row;
}

/** Keeps the interface language the person last used, for their mails (only written on a change). */
export async function rememberLanguage(
  db: Executor,
  { userId, language }: { userId: string; language: string },
): Promise<void> {
  await db.execute(
    sql`update users set language = ${language}
        where id = ${userId}::uuid and language is distinct from ${language}`,
  );
}
