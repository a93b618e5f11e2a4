import { sql } from 'drizzle-orm';
import type { Language } from '@yonder/contract/common';
import type { PlanPeriod } from '@yonder/contract/pricing';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { timeZoneColumns, type TimeZoneColumns } from '../users/time-zone.ts';

export type ReminderKind = 'soon' | 'end';

export type DueReminder = TimeZoneColumns & {
  passId: string;
  email: string;
  period: PlanPeriod;
  endsAt: Date;
  language: Language;
};

/**
 * Passes that end a user's paid time (no pass of theirs runs on after them) within `horizon` and
 * whose mail of this kind has not gone. The language is the one the user paid in (their newest
 * payment for a pass an operator granted).
 */
export function findDueReminders(
  db: Executor,
  options: { kind: ReminderKind; now: Date; horizon: Date; limit: number },
): Promise<DueReminder[]> {
  const { kind, now, horizon, limit } = options;
  const sent = kind === 'soon' ? sql.raw('p.reminded_soon_at') : sql.raw('p.reminded_end_at');
  return queryRows<DueReminder>(
    db,
    sql`select p.id as "passId", u.email, p.period, p.ends_at as "endsAt",
          coalesce(pay.language, (select l.language from payments l where l.user_id = p.user_id
            order by l.created_at desc limit 1), 'zh') as language,
          ${timeZoneColumns({ profiles: 'cp' })}
        from plan_passes p
        join users u on u.id = p.user_id
        left join candidate_profiles cp on cp.user_id = u.id
        left join payments pay on pay.id = p.payment_id
        where p.revoked_at is null and ${sent} is null
          and p.ends_at > ${now} and p.ends_at <= ${horizon}
          and not exists (select 1 from plan_passes q
            where q.user_id = p.user_id and q.revoked_at is null and q.ends_at > p.ends_at)
        order by p.ends_at
        limit ${limit}`,
  ).then((rows) => rows.map((row) => ({ ...row, endsAt: new Date(row.endsAt) })));
}

/** Marks the mail as sent, once: false when another sweep marked it first. */
export async function markReminded(
  db: Executor,
  passId: string,
  kind: ReminderKind,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    kind === 'soon'
      ? sql`update plan_passes set reminded_soon_at = ${now}
            where id = ${passId} and reminded_soon_at is null returning id`
      : sql`update plan_passes set reminded_end_at = ${now},
              reminded_soon_at = coalesce(reminded_soon_at, ${now})
            where id = ${passId} and reminded_end_at is null returning id`,
  );
  return rows.length > 0;
}
