import type { SalaryConverted } from '@yonder/contract/jobs';
import {
  EXCHANGE_RATES_DATE,
  PER_YEAR,
  USD_PER_UNIT,
  type PayPeriod as ListedPeriod,
} from '@yonder/career-ai/matching/exchange-rates';
import type { Executor } from '#db/client.ts';
import type { PayTarget } from './pay-target.ts';
import { findLatestRates } from './rates-repository.ts';

/** A day's rates as US dollars per unit of each currency, with where they came from. */
export type RateSet = {
  date: string;
  source: 'ecb' | 'builtin';
  usdPerUnit: ReadonlyMap<string, number>;
};

/** The table shipped with Yonder: used until the first day's rates are fetched. */
export const BUILTIN_RATES: RateSet = {
  date: EXCHANGE_RATES_DATE,
  source: 'builtin',
  usdPerUnit: new Map(Object.entries(USD_PER_UNIT)),
};

/** ECB rates (units per euro) as US dollars per unit. */
export function rateSetFromEcb(date: string, perEur: ReadonlyMap<string, number>): RateSet {
  const usd = perEur.get('USD')!;
  return {
    date,
    source: 'ecb',
    usdPerUnit: new Map([...perEur].map(([currency, rate]) => [currency, usd / rate])),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function rateAgeDays(date: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(`${date}T00:00:00Z`)) / DAY_MS));
}

/** A figure rounded to what a reader compares: three significant digits. */
function rounded(value: number): number {
  if (value === 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(value))) - 2);
  return Math.round(value / step) * step;
}

/**
 * A listed salary in the person's currency and period; null without a listed amount, or when
 * the rates have no figure for either currency (the listed salary is then shown alone).
 */
export function convertSalary(
  salary: {
    min: number | null;
    max: number | null;
    currency: string | null;
    period: string | null;
  },
  target: PayTarget,
  rates: RateSet,
  now: Date,
): SalaryConverted | null {
  if ((salary.min == null && salary.max == null) || !salary.currency) return null;
  const from = rates.usdPerUnit.get(salary.currency.toUpperCase());
  const to = rates.usdPerUnit.get(target.currency);
  if (from === undefined || to === undefined) return null;
  const perYear = PER_YEAR[(salary.period ?? 'year') as ListedPeriod] ?? 1;
  const factor = (from / to) * (perYear / PER_YEAR[target.period]);
  const convert = (amount: number | null) => (amount == null ? null : rounded(amount * factor));
  return {
    currency: target.currency,
    period: target.period,
    min: convert(salary.min),
    max: convert(salary.max),
    rate_date: rates.date,
    rate_source: rates.source,
    rate_age_days: rateAgeDays(rates.date, now),
  };
}

/** An amount in `currency` per year as yearly US dollars (the salary filter's unit). */
export function toAnnualUsd(amount: number, currency: string, rates: RateSet): number {
  const rate = rates.usdPerUnit.get(currency) ?? BUILTIN_RATES.usdPerUnit.get(currency) ?? 1;
  return Math.round(amount * rate);
}

/** How long an instance keeps the newest day's rates before reading them again. */
const CACHE_MS = 60_000;
const cache = new WeakMap<object, { rates: RateSet; until: number; loading?: Promise<RateSet> }>();

/**
 * The newest stored day's rates, read at most once a minute per database on each instance (a
 * refresh on another instance is seen within the minute); the built-in table before any day.
 */
export async function latestRates(db: Executor): Promise<RateSet> {
  const key = db as object;
  const entry = cache.get(key);
  if (entry && entry.until > Date.now()) return entry.rates;
  if (entry?.loading) return entry.loading;
  const loading = findLatestRates(db).then(
    (stored) => {
      const rates = stored ? rateSetFromEcb(stored.date, stored.perEur) : BUILTIN_RATES;
      cache.set(key, { rates, until: Date.now() + CACHE_MS });
      return rates;
    },
    (error: unknown) => {
      cache.delete(key);
      throw error;
    },
  );
  cache.set(key, { rates: entry?.rates ?? BUILTIN_RATES, until: 0, loading });
  return loading;
}

/** Forgets the cached rates of `db` on this instance (after storing a new day). */
export function forgetRates(db: Executor): void {
  cache.delete(db as object);
}

type SalaryQuery = {
  salary_min?: number | undefined;
  salary_max?: number | undefined;
  salary_currency?: string | undefined;
};

/**
 * A search query whose salary range is in `salary_currency` (a yearly amount), with the range in
 * yearly US dollars, the unit of the jobs' `salary_annual_usd_*` columns, at the newest rates.
 * The job search, recommendations and saved-search alerts all compare through it.
 */
export async function withSalaryInUsd<Q extends SalaryQuery>(db: Executor, query: Q): Promise<Q> {
  const currency = query.salary_currency;
  if (!currency || (query.salary_min === undefined && query.salary_max === undefined)) return query;
  const rates = await latestRates(db);
  const inUsd = (amount: number | undefined) =>
    amount === undefined ? undefined : toAnnualUsd(amount, currency, rates);
  return { ...query, salary_min: inUsd(query.salary_min), salary_max: inUsd(query.salary_max) };
}
