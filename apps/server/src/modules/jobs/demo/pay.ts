import type { JobCategory, JobType, SalaryPeriod } from '@yonder/contract/jobs';
import type { JobRecord } from '../job-record.ts';
import { annualUsd, PER_YEAR } from '../salary.ts';
import type { PayZone } from './places.ts';
import type { Random } from './random.ts';

/** Yearly pay of a mid-level US posting, in US dollars. */
const US_BASE: Record<JobCategory, number> = {
  product: 135_000,
  frontend: 120_000,
  backend: 135_000,
  fullstack: 128_000,
  mobile: 125_000,
  devops: 138_000,
  dataScience: 140_000,
  design: 110_000,
  marketing: 92_000,
  sales: 88_000,
  customerService: 55_000,
  itSupport: 62_000,
  finance: 85_000,
  hr: 80_000,
  legal: 110_000,
  operations: 65_000,
  writing: 70_000,
  education: 55_000,
  healthcare: 78_000,
  other: 95_000,
};

/** Monthly pay of a mid-level posting in China, in yuan. */
const CN_MONTHLY_BASE: Record<JobCategory, number> = {
  product: 25_000,
  frontend: 22_000,
  backend: 25_000,
  fullstack: 24_000,
  mobile: 23_000,
  devops: 24_000,
  dataScience: 28_000,
  design: 18_000,
  marketing: 14_000,
  sales: 12_000,
  customerService: 8_000,
  itSupport: 10_000,
  finance: 11_000,
  hr: 11_000,
  legal: 15_000,
  operations: 9_000,
  writing: 10_000,
  education: 12_000,
  healthcare: 10_000,
  other: 16_000,
};

function periodFor(random: Random, jobType: JobType, isChinese: boolean): SalaryPeriod {
  switch (jobType) {
    case 'internship':
      return isChinese
        ? random.weighted([
            ['day', 7],
            ['month', 3],
          ])
        : random.weighted([
            ['month', 6],
            ['hour', 4],
          ]);
    case 'partTime':
      return random.weighted([
        ['hour', 7],
        ['month', 3],
      ]);
    case 'contract':
    case 'freelance':
      return random.weighted([
        ['hour', 6],
        ['day', 2],
        ['month', 1],
        ['week', 1],
      ]);
    default:
      return isChinese
        ? random.weighted([
            ['month', 8],
            ['year', 2],
          ])
        : random.weighted([
            ['year', 9],
            ['month', 1],
          ]);
  }
}

/** Rounds to two significant digits (2.5 steps), as postings write pay: 125000, 85, 3500000. */
function roundPay(amount: number): number {
  const step = roundStep(amount);
  return Math.max(1, Math.round(amount / step) * step);
}

type PayInput = {
  random: Random;
  category: JobCategory;
  /** The level's pay factor against a mid-level salary. */
  levelPay: number;
  jobType: JobType;
  zone: PayZone;
  isChinese: boolean;
};

/**
 * A salary as postings state it: about one in eight says nothing, some give only a floor or only a
 * ceiling. Chinese postings mostly pay yuan by the month (`25k–35k/月`).
 */
export function demoSalary({
  random,
  category,
  levelPay,
  jobType,
  zone,
  isChinese,
}: PayInput): JobRecord['salary'] {
  const shape = random.weighted([
    ['none', 12],
    ['both', 75],
    ['min', 8],
    ['max', 5],
  ] as const);
  if (shape === 'none') return null;
  const currency = random.weighted(zone.currencies);
  const period = periodFor(random, jobType, isChinese);
  const premium = jobType === 'contract' || jobType === 'freelance' ? 1.3 : 1;
  const jitter = 0.9 + random.next() * 0.2;
  let yearly: number;
  if (currency === 'CNY') {
    // Chinese yearly pay counts 13 to 16 months: the year-end bonus.
    const months = period === 'year' ? random.int(13, 16) : 12;
    yearly = CN_MONTHLY_BASE[category] * months * levelPay * premium * jitter;
  } else {
    const usdPerUnit = annualUsd(1_000_000, currency, 'year')! / 1_000_000;
    yearly = (US_BASE[category] * zone.pay * levelPay * premium * jitter) / usdPerUnit;
  }
  const base = yearly / PER_YEAR[period];
  const min = roundPay(base * 0.9);
  const max = Math.max(roundPay(min * (1.15 + random.next() * 0.35)), min + roundStep(min));
  return {
    min: shape === 'max' ? null : min,
    max: shape === 'min' ? null : max,
    currency,
    period,
  };
}

function roundStep(amount: number): number {
  return Math.max(1, 10 ** (Math.floor(Math.log10(amount)) - 1) / 2);
}
