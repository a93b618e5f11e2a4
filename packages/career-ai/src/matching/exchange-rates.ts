/**
 * Reference exchange rates: US dollars per unit of each currency, the mid-market rate of the day
 * below (rounded). Matching compares a job's pay with a candidate's lowest acceptable pay through
 * this table, and job search files each salary into a range with it; neither ever shows a converted
 * amount. A new table is a new date: change both together.
 */
export const EXCHANGE_RATES_DATE = '2024-06-03';

export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CNY: 0.14,
  HKD: 0.13,
  TWD: 0.031,
  JPY: 0.0067,
  KRW: 0.00073,
  SGD: 0.74,
  AUD: 0.66,
  NZD: 0.61,
  CAD: 0.73,
  CHF: 1.13,
  INR: 0.012,
  BRL: 0.18,
  MXN: 0.057,
  PLN: 0.25,
  SEK: 0.095,
  NOK: 0.094,
  DKK: 0.145,
  CZK: 0.044,
  ZAR: 0.053,
};

export type PayPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';

/** Working units in a year for each salary period. */
export const PER_YEAR: Readonly<Record<PayPeriod, number>> = {
  year: 1,
  month: 12,
  week: 52,
  day: 260,
  hour: 2080,
};

/** An amount as a yearly figure in US dollars, or null for a missing amount or an unknown currency. */
export function annualUsd(
  amount: number | null | undefined,
  currency: string | null | undefined,
  period: PayPeriod | null | undefined,
): number | null {
  if (amount == null || !currency) return null;
  const rate = USD_PER_UNIT[currency.toUpperCase()];
  if (rate === undefined) return null;
  return Math.round(amount * rate * PER_YEAR[period ?? 'year']);
}

export function isKnownCurrency(currency: string): boolean {
  return currency.toUpperCase() in USD_PER_UNIT;
}
