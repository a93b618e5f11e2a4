const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const DATE_LOCALES = { zh: 'zh-CN', en: 'en-US' } as const;
export type FormatLanguage = keyof typeof DATE_LOCALES;

// One formatter per language, made once: a page of results dates every card.
const relativeFormats: Partial<Record<FormatLanguage, Intl.RelativeTimeFormat>> = {};

/**
 * Relative posted time of spec section 9: seconds under a minute, minutes under an hour, hours
 * under a day, "yesterday" under two days, otherwise the local date. A date in the future (a
 * clock a little ahead of ours) counts as now; an unreadable one gives an empty text.
 */
export function formatPostedAgo(
  postedDate: string,
  language: FormatLanguage,
  now = Date.now(),
): string {
  const posted = new Date(postedDate).getTime();
  if (Number.isNaN(posted)) return '';
  const elapsed = Math.max(0, now - posted);
  const relative = (relativeFormats[language] ??= new Intl.RelativeTimeFormat(
    DATE_LOCALES[language],
    { numeric: 'auto' },
  ));
  if (elapsed < MINUTE_MS) return relative.format(-Math.floor(elapsed / SECOND_MS), 'second');
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 2 * DAY_MS) return relative.format(-1, 'day');
  return new Date(posted).toLocaleDateString(DATE_LOCALES[language]);
}

/** The long date of the job detail (spec section 2.8), e.g. "2025年8月20日" or "August 20, 2025". */
export function formatLongDate(date: string, language: FormatLanguage): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long' }).format(time);
}
