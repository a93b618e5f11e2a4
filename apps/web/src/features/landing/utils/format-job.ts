const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const LOCALES = { zh: 'zh-CN', en: 'en-US' } as const;
export type FormatLanguage = keyof typeof LOCALES;

/**
 * Relative posted time of spec section 9: seconds under a minute, minutes under an hour, hours
 * under a day, "yesterday" under two days, otherwise the local date.
 */
export function formatPostedAgo(
  postedDate: string,
  language: FormatLanguage,
  now = Date.now(),
): string {
  const posted = new Date(postedDate).getTime();
  if (Number.isNaN(posted)) return '';
  const elapsed = Math.max(0, now - posted);
  const relative = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' });
  if (elapsed < MINUTE_MS) return relative.format(-Math.floor(elapsed / SECOND_MS), 'second');
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 2 * DAY_MS) return relative.format(-1, 'day');
  return new Date(posted).toLocaleDateString(LOCALES[language]);
}

type Salary = { min: number | null; max: number | null; currency: string | null };

/** Salary display of spec section 9: "currency min - max", "min+" or "Up to max"; null when unknown. */
export function formatSalary(
  { min, max, currency }: Salary,
  language: FormatLanguage,
  formatUpTo: (amount: string) => string,
): string | null {
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 });
  const prefix = currency ? `${currency} ` : '';
  if (min && max) return `${prefix}${number.format(min)} - ${number.format(max)}`;
  if (min) return `${prefix}${number.format(min)}+`;
  if (max) return formatUpTo(`${prefix}${number.format(max)}`);
  return null;
}
