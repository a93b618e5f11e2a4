/** Days and weeks as a person in a time zone sees them; dates as `YYYY-MM-DD`. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone if the runtime knows it, else UTC. */
export function knownTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** The calendar day of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) =>
  fromUtc(new Date(toUtc(day).getTime() + days * DAY_MS));

/** The Monday of the ISO week a day is in. */
export function weekStart(day: string): string {
  const weekday = (toUtc(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The Mondays of the last `count` weeks, the current one last. */
export function lastWeekStarts(today: string, count: number): string[] {
  const current = weekStart(today);
  return Array.from({ length: count }, (_, index) => addDays(current, (index - count + 1) * 7));
}
