import type { Language } from '@yonder/contract/common';

/** Dates and times as a person reads them: in their language and their own time zone. */

const formatters = new Map<string, Intl.DateTimeFormat>();
const locale = (language: Language) => (language === 'zh' ? 'zh-CN' : 'en-GB');

function formatter(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale(language), { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** The zone's name in the language ("中国标准时间", "Central European Time", "UTC"). */
export function timeZoneLabel(language: Language, timeZone: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const parts = formatter(language, timeZone, { timeZoneName: 'longGeneric' }).formatToParts(0);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "2026年12月10日" / "10 December 2026": the day of the instant in the zone. */
export function formatLocalDate(instant: Date, language: Language, timeZone: string): string {
  return formatter(language, timeZone, { dateStyle: 'long' }).format(instant);
}

/** The zone's offset from UTC at the instant ("GMT+8", "GMT-5"). */
function offsetLabel(instant: Date, language: Language, timeZone: string): string {
  const parts = formatter(language, timeZone, { timeZoneName: 'shortOffset' }).formatToParts(
    instant,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * "2026年12月10日 17:00（中国标准时间，GMT+8）" / "10 December 2026 at 17:00 (China Standard Time,
 * GMT+8)": the moment in the zone, which is named (with its offset then) so nobody has to guess.
 */
export function formatLocalDateTime(instant: Date, language: Language, timeZone: string): string {
  const moment = formatter(language, timeZone, { dateStyle: 'long', timeStyle: 'short' }).format(
    instant,
  );
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC')
    return language === 'zh' ? `${moment}（UTC）` : `${moment} (UTC)`;
  const zone = timeZoneLabel(language, timeZone);
  const offset = offsetLabel(instant, language, timeZone);
  return language === 'zh' ? `${moment}（${zone}，${offset}）` : `${moment} (${zone}, ${offset})`;
}

/** How far the zone's clock is ahead of UTC at the instant, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = formatter('en', timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant a calendar day (`2026-12-01`) begins in the zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  const guess = midnight - offsetMs(midnight, timeZone);
  return new Date(midnight - offsetMs(guess, timeZone));
}
