import { paths } from '#config/paths.ts';
import { DATE_LOCALES } from '#lib/format-posted-ago.ts';

/** A tab of the job search page (`management`, `tracking`, `matching`). */
export const jobsTab = (tab: 'management' | 'tracking' | 'matching') =>
  `${paths.jobSearch.getHref()}?tab=${tab}`;

const localeOf = (language: string) =>
  language.startsWith('en') ? DATE_LOCALES.en : DATE_LOCALES.zh;

/** A day (`2026-11-30`) or an instant as a short date in the interface language. */
export function formatDay(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: 'numeric',
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined,
  }).format(date);
}

/** A week's Monday as a compact axis label (`11/3`, `11月3日`). */
export function formatWeek(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
