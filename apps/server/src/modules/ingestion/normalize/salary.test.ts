import { describe, expect, it } from 'vitest';
import { findSalaryInLines, parseSalaryText, structuredSalary } from './salary.ts';

const pay = (min: number | null, max: number | null, currency: string, period: string) => ({
  min,
  max,
  currency,
  period,
});

describe('salary from text', () => {
  it.each([
    ['$120k–150k', pay(120_000, 150_000, 'USD', 'year')],
    ['USD 90,000 - 110,000 per year', pay(90_000, 110_000, 'USD', 'year')],
    ['€60/hour', pay(60, 60, 'EUR', 'hour')],
    ['25k-35k·14薪', pay(25_000, 35_000, 'CNY', 'month')],
    ['月薪2-3万', pay(20_000, 30_000, 'CNY', 'month')],
    ['年薪30-50万', pay(300_000, 500_000, 'CNY', 'year')],
    ['日薪500元', pay(500, 500, 'CNY', 'day')],
    ['£50k - £60k', pay(50_000, 60_000, 'GBP', 'year')],
    ['$40-50/hr', pay(40, 50, 'USD', 'hour')],
    ['€3,500 - €4,200 per month', pay(3_500, 4_200, 'EUR', 'month')],
    ['80.000 € - 95.000 €', pay(80_000, 95_000, 'EUR', 'year')],
    ["CHF 120'000", pay(120_000, 120_000, 'CHF', 'year')],
    ['CA$100,000 to CA$120,000 annually', pay(100_000, 120_000, 'CAD', 'year')],
    ['Up to $100k', pay(null, 100_000, 'USD', 'year')],
    ['$80k+', pay(80_000, null, 'USD', 'year')],
    ['Gehalt: 65.000 € - 80.000 € pro Jahr', pay(65_000, 80_000, 'EUR', 'year')],
  ])('reads %s', (text, expected) => {
    expect(parseSalaryText(text)).toEqual(expected);
  });

  it.each([
    'Competitive',
    'DOE',
    '3-5 years of experience',
    'We raised $10M in our Series A',
    '$50-70',
    '薪资面议',
  ])('leaves %s empty rather than guessing', (text) => {
    expect(parseSalaryText(text)).toBeNull();
  });

  it('reads a description only where it talks about pay', () => {
    expect(
      findSalaryInLines(['We raised $25M last year.', 'Serving 150,000 customers.']),
    ).toBeNull();
    expect(
      findSalaryInLines(['We raised $25M last year.', 'The pay range is $130,000 – $160,000.']),
    ).toEqual(pay(130_000, 160_000, 'USD', 'year'));
  });
});

describe('salary from fields', () => {
  it('takes amounts, currency and period, and treats zero as unknown', () => {
    expect(
      structuredSalary({ min: 45, max: 55, currency: 'eur', period: 'per-hour-wage' }),
    ).toEqual(pay(45, 55, 'EUR', 'hour'));
    expect(
      structuredSalary({ min: 60_000, max: 80_000, currency: 'EUR', period: '1 YEAR' }),
    ).toEqual(pay(60_000, 80_000, 'EUR', 'year'));
    expect(structuredSalary({ min: 0, max: 0, currency: 'USD', period: 'year' })).toBeNull();
    expect(structuredSalary({ min: 100_000, max: 120_000, currency: null })).toBeNull();
    expect(structuredSalary({ min: 50, max: 60, currency: 'USD', period: 'one-time' })).toBeNull();
  });
});
