import type { Preferences } from '@yonder/contract/dashboard';
import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { knownTimeZone } from '../dashboard/calendar.ts';

/**
 * The two time zones a person may have, for a statement over `users` left-joined to
 * `candidate_profiles` (under the aliases given): the one they stated on their profile, and the
 * one their browser reported.
 */
export const timeZoneColumns = ({ users = 'u', profiles = 'p' } = {}) =>
  sql`nullif(${sql.raw(profiles)}.profile->'contact'->>'timeZone', '') as profile_time_zone,
    ${sql.raw(users)}.time_zone as browser_time_zone`;

export type TimeZoneColumns = {
  profile_time_zone: string | null;
  browser_time_zone: string | null;
};

export type PersonTimeZone = {
  zone: string;
  source: Preferences['time_zone_source'];
};

/**
 * The time zone of a person's day: the one they stated wins; their browser's is the next best
 * guess; UTC when neither is known.
 */
export function personTimeZone(row: TimeZoneColumns | undefined): PersonTimeZone {
  const stated = knownTimeZone(row?.profile_time_zone);
  if (stated) return { zone: stated, source: 'profile' };
  const browser = knownTimeZone(row?.browser_time_zone);
  if (browser) return { zone: browser, source: 'browser' };
  return { zone: 'UTC', source: 'default' };
}

export async function findPersonTimeZone(db: Executor, userId: string): Promise<PersonTimeZone> {
  const [row] = await queryRows<TimeZoneColumns>(
    db,
    sql`select ${timeZoneColumns()}
        from users u left join candidate_profiles p on p.user_id = u.id
        where u.id = ${userId}::uuid`,
  );
  return personTimeZone(row);
}

/** Keeps the browser's time zone; a write only when it changed. */
export async function rememberBrowserTimeZone(
  db: Executor,
  { userId, timeZone }: { userId: string; timeZone: string },
): Promise<void> {
  await db.execute(
    sql`update users set time_zone = ${timeZone}
        where id = ${userId}::uuid and time_zone is distinct from ${timeZone}`,
  );
}
