/**
 * A moment as the person lives it: in the time zone their day is counted in (the server says
 * which), with the zone named, so "00:00" never leaves them guessing whose midnight.
 */
export function formatInTimeZone(iso: string, language: string, timeZone: string): string {
  const locale = language === 'en' ? 'en-GB' : 'zh-CN';
  const instant = new Date(iso);
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(instant);
  const zone =
    timeZone === 'UTC'
      ? 'UTC'
      : (new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
          .formatToParts(instant)
          .find((part) => part.type === 'timeZoneName')?.value ?? timeZone);
  return language === 'en' ? `${moment} (${zone})` : `${moment}（${zone}）`;
}
