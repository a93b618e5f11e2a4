import type { FormatLanguage } from './format-posted-ago';

const NUMBER_LOCALES = { zh: 'zh-CN', en: 'en-US' } as const;

export type SalaryAmounts = { min: number | null; max: number | null; currency: string | null };

// One formatter per language, made once: making one costs far more than formatting, and a page of
// results formats dozens of amounts.
const numberFormats: Partial<Record<FormatLanguage, Intl.NumberFormat>> = {};

/** A whole number in the interface language's digits grouping ("120,000"). */
export const formatNumber = (value: number, language: FormatLanguage) =>
  (numberFormats[language] ??= new Intl.NumberFormat(NUMBER_LOCALES[language], {
    maximumFractionDigits: 0,
  })).format(value);

/** An amount short, with its currency sign, as a person reads it: "¥35万", "€45K", "$1.2M". */
export const formatMoneyShort = (amount: number, currency: string, language: FormatLanguage) =>
  new Intl.NumberFormat(NUMBER_LOCALES[language], {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumSignificantDigits: 3,
  }).format(amount);

/**
 * Salary display of spec section 9: "currency min - max", "currency min+" or "Up to currency max"
 * (`formatUpTo` words the last in the interface language); null when neither bound is known.
 */
export function formatSalary(
  { min, max, currency }: SalaryAmounts,
  language: FormatLanguage,
  formatUpTo: (amount: string) => string,
): string | null {
  const prefix = currency ? `${currency} ` : '';
  const hasMin = typeof min === 'number' && min > 0;
  const hasMax = typeof max === 'number' && max > 0;
  if (hasMin && hasMax) {
    if (min === max) return `${prefix}${formatNumber(min, language)}`;
    return `${prefix}${formatNumber(min, language)} - ${formatNumber(max, language)}`;
  }
  if (hasMin) return `${prefix}${formatNumber(min, language)}+`;
  if (hasMax) return formatUpTo(`${prefix}${formatNumber(max, language)}`);
  return null;
}
