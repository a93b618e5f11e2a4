import { USD_PER_UNIT } from '@yonder/career-ai/matching/exchange-rates';
import { SALARY_RANGES, type PayCurrency, type SalaryRange } from '@yonder/contract/jobs-constants';

/** One salary filter option: a yearly range in `currency` (`max` undefined: and above). */
export type SalaryBand = {
  id: SalaryRange['id'];
  min: number;
  max: number | undefined;
  currency: PayCurrency;
};

/** A round amount near `amount`: two significant figures, the second 0 or 5 (71,428 → 70,000). */
function roundAmount(amount: number): number {
  const step = 5 * 10 ** (Math.floor(Math.log10(amount)) - 1);
  return Math.max(step, Math.round(amount / step) * step);
}

/**
 * The salary filter's ranges in the person's pay currency: the spec's US-dollar ranges at the
 * reference rate, rounded (in yuan: 7万–35万, 35万–70万, 70万–100万, 100万+). The server compares
 * them with every job's pay converted at the day's rate (`salary_currency`). A currency the
 * reference table lacks keeps the US-dollar ranges.
 */
export function salaryBands(currency: PayCurrency): SalaryBand[] {
  const rate = USD_PER_UNIT[currency];
  if (currency === 'USD' || !rate)
    return SALARY_RANGES.map((range) => ({ ...range, currency: 'USD' }));
  const bounds = SALARY_RANGES.map((range) => roundAmount(range.min / rate));
  return SALARY_RANGES.map((range, index) => {
    const next = bounds[index + 1];
    return {
      id: range.id,
      min: bounds[index]!,
      max: next === undefined ? undefined : next - 1,
      currency,
    };
  });
}

/** The query's salary parameters for a band: `salary_currency` only where it is not US dollars. */
export function bandQuery(band: SalaryBand): {
  salary_min: number;
  salary_max?: number;
  salary_currency?: PayCurrency;
} {
  return {
    salary_min: band.min,
    ...(band.max !== undefined && { salary_max: band.max }),
    ...(band.currency !== 'USD' && { salary_currency: band.currency }),
  };
}
