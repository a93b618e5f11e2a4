import type { SalaryPeriod } from '@yonder/contract/jobs';

/**
 * US dollars per unit of each currency Yonder meets in feeds: fixed reference rates, good enough
 * to put a salary in one of the spec's four filter ranges and to sort by pay. They are not used to
 * show an amount; a job always shows its own currency.
 */
const USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CNY: 0.14,
  HKD: 0.13,
  TWD: 0.031,
  JPY: 0.0067,
  SGD: 0.74,
  AUD: 0.66,
  CAD: 0.73,
  CHF: 1.13,
  INR: 0.012,
  BRL: 0.18,
  PLN: 0.25,
  SEK: 0.095,
};

/** Working units in a year for each salary period. */
export const PER_YEAR: Record<SalaryPeriod, number> = {
  year: 1,
  month: 12,
  week: 52,
  day: 260,
  hour: 2080,
};

/** A salary amount as a yearly figure in US dollars, or null for an unknown currency. */
export function annualUsd(
  amount: number | null | undefined,
  currency: string | null | undefined,
  period: SalaryPeriod | null | undefined,
): number | null {
  if (amount == null || !currency) return null;
  const rate = USD_PER_UNIT[currency.toUpperCase()];
  if (rate === undefined) return null;
  return Math.round(amount * rate * PER_YEAR[period ?? 'year']);
}

export function isKnownCurrency(currency: string): boolean {
  return currency.toUpperCase() in USD_PER_UNIT;
}
