import type { SalaryExpectation } from '@yonder/contract/profile';
import { normalise } from './text.ts';

/** Digits of a national number, without the trunk prefix a country code replaces (UK `020…`). */
export function nationalDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^0+/, '');
}

/** The number as one field wants it: with its country code unless a widget of the form holds it. */
export function formatPhone(
  phone: { code: string; number: string },
  options: { hasCountryWidget: boolean },
): string {
  const digits = nationalDigits(phone.number);
  if (!digits) return '';
  if (options.hasCountryWidget || !phone.code) return digits;
  return `${phone.code} ${digits}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type YearMonth = { year: number; month: number };

export function parseYearMonth(value: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export type DateStyle = 'MM/YYYY' | 'YYYY-MM' | 'YYYY-MM-DD' | 'MMMM YYYY' | 'YYYY' | 'zh';

/** A profile year-month in the style a field shows (its placeholder or input type decides). */
export function formatYearMonth(value: string, style: DateStyle): string {
  const date = parseYearMonth(value);
  if (!date) return '';
  const mm = String(date.month).padStart(2, '0');
  switch (style) {
    case 'MM/YYYY':
      return `${mm}/${date.year}`;
    case 'YYYY-MM':
      return `${date.year}-${mm}`;
    case 'YYYY-MM-DD':
      return `${date.year}-${mm}-01`;
    case 'MMMM YYYY':
      return `${MONTHS[date.month - 1]} ${date.year}`;
    case 'YYYY':
      return String(date.year);
    case 'zh':
      return `${date.year}年${date.month}月`;
  }
}

/** The style a date field expects, read from its type and placeholder. */
export function dateStyleOf(input: { type?: string; placeholder?: string }): DateStyle {
  if (input.type === 'month') return 'YYYY-MM';
  if (input.type === 'date') return 'YYYY-MM-DD';
  const hint = (input.placeholder ?? '').toUpperCase();
  if (/^YYYY$/.test(hint)) return 'YYYY';
  if (/MM\/YY/.test(hint)) return 'MM/YYYY';
  if (/YYYY-MM/.test(hint)) return 'YYYY-MM';
  if (/年/.test(hint)) return 'zh';
  return 'MMMM YYYY';
}

const COUNTRY_ALIASES: Record<string, string[]> = {
  US: ['United States of America', 'USA', 'US', 'U.S.', 'America', '美国'],
  GB: ['United Kingdom', 'UK', 'Great Britain', 'England', '英国'],
  CN: ["People's Republic of China", 'Mainland China', 'China mainland', '中国大陆', '中国'],
  KR: ['South Korea', 'Korea, Republic of', 'Republic of Korea', '韩国'],
  HK: ['Hong Kong', 'Hong Kong SAR', 'Hong Kong SAR China', '中国香港', '香港'],
  TW: ['Taiwan', '台湾', '中国台湾'],
  RU: ['Russia', 'Russian Federation', '俄罗斯'],
  VN: ['Vietnam', 'Viet Nam', '越南'],
  DE: ['Germany', 'Deutschland', '德国'],
  NL: ['Netherlands', 'The Netherlands', 'Holland', '荷兰'],
};

/** Every name a form may give a country (ISO code in, English, Chinese and common aliases out). */
export function countryNames(code: string): string[] {
  if (!/^[A-Z]{2}$/.test(code)) return [];
  const names = new Set<string>();
  for (const language of ['en', 'zh']) {
    try {
      const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
      if (name && name !== code) names.add(name);
    } catch {
      // An old runtime without region names still has the aliases.
    }
  }
  for (const alias of COUNTRY_ALIASES[code] ?? []) names.add(alias);
  return [...names];
}

const PER_YEAR: Record<SalaryExpectation['period'], number> = {
  year: 1,
  month: 12,
  week: 52,
  day: 260,
  hour: 2080,
};

const PERIOD_WORDS: [SalaryExpectation['period'], RegExp][] = [
  ['hour', /hourly|per hour|an hour|时薪|每小时/],
  ['month', /monthly|per month|a month|月薪|每月/],
  ['year', /annual|yearly|per year|a year|年薪|每年/],
];

/** The period a salary question asks in, when it says one. */
export function salaryPeriodOf(label: string): SalaryExpectation['period'] | null {
  const text = normalise(label);
  return PERIOD_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/**
 * The expectation for a salary field: the bare amount for a number field, otherwise amount,
 * currency and period. A question asking per hour or month gets the amount in that period.
 */
export function formatSalary(
  salary: SalaryExpectation,
  options: { label: string; isNumeric: boolean },
): string {
  const period = salaryPeriodOf(options.label) ?? salary.period;
  const amount = Math.round((salary.amount * PER_YEAR[salary.period]) / PER_YEAR[period]);
  if (options.isNumeric) return String(amount);
  return `${amount.toLocaleString('en-US')} ${salary.currency} per ${period}`;
}

/** How a period menu names each salary period. */
export const PERIOD_NAMES: Record<SalaryExpectation['period'], string[]> = {
  year: ['yearly', 'annually', 'per year', 'annual'],
  month: ['monthly', 'per month'],
  week: ['weekly', 'per week'],
  day: ['daily', 'per day'],
  hour: ['hourly', 'per hour'],
};

/** A currency's English name ("US Dollar"), as currency menus list it. */
export function currencyName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? '';
  } catch {
    return '';
  }
}
