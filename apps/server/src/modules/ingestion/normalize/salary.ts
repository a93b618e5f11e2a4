import type { SalaryPeriod } from '@yonder/contract/jobs';
import { annualUsd } from '#modules/jobs/salary.ts';

export type Salary = {
  min: number | null;
  max: number | null;
  currency: string;
  period: SalaryPeriod;
};

/** Currency marks as written before or after an amount, longest first. */
const CURRENCIES: [RegExp, string][] = [
  [/^(us\$|usd|美元|美金)$/i, 'USD'],
  [/^(ca\$|c\$|cad)$/i, 'CAD'],
  [/^(a\$|au\$|aud)$/i, 'AUD'],
  [/^(hk\$|hkd|港币|港元)$/i, 'HKD'],
  [/^(s\$|sgd)$/i, 'SGD'],
  [/^(r\$|brl)$/i, 'BRL'],
  [/^(nt\$|twd)$/i, 'TWD'],
  [/^(€|eur|euro|euros|欧元)$/i, 'EUR'],
  [/^(£|gbp|英镑)$/i, 'GBP'],
  [/^(cny|rmb|元|人民币)$/i, 'CNY'],
  [/^(jpy|円|yen)$/i, 'JPY'],
  [/^(₹|inr)$/i, 'INR'],
  [/^chf$/i, 'CHF'],
  [/^(pln|zł)$/i, 'PLN'],
  [/^sek$/i, 'SEK'],
];
const CUR =
  '(?:us\\$|ca\\$|c\\$|au\\$|a\\$|hk\\$|s\\$|r\\$|nt\\$|\\$|€|£|¥|₹|usd|cad|aud|hkd|sgd|brl|twd|eur|euros?|gbp|cny|rmb|jpy|inr|chf|pln|sek|zł|yen|美元|美金|港币|港元|欧元|英镑|人民币|元|円)';
const NUM = "(\\d{1,3}(?:[,.\\s'’]\\d{3})+(?:\\.\\d+)?|\\d+(?:[.,]\\d+)?)";
const SUFFIX = '(k|m|万|w|千)?';
const SEPARATOR = '(?:-|–|—|~|〜|to|至|and)';
const MONEY = new RegExp(
  `(${CUR})?\\s?${NUM}\\s?${SUFFIX}(?![a-z\\d])\\s?(${CUR})?` +
    `(?:\\s*${SEPARATOR}\\s*(${CUR})?\\s?${NUM}\\s?${SUFFIX}(?![a-z\\d])\\s?(${CUR})?)?`,
  'giu',
);

const PERIODS: [SalaryPeriod, RegExp, RegExp][] = [
  // [period, words after the amount, words before it]
  [
    'hour',
    /^\s*(\/|per|an|a|each)?\s*(hour|hr|h)\b|^\s*(hourly|pro stunde)|^[^。\n]{0,6}(\/小时|每小时|时薪)/i,
    /(hourly|时薪)[^\d]{0,12}$/i,
  ],
  [
    'day',
    /^\s*(\/|per|a)?\s*(day|d)\b|^\s*daily|^[^。\n]{0,6}(\/天|每天|日薪)/i,
    /(daily|day rate|日薪)[^\d]{0,12}$/i,
  ],
  [
    'week',
    /^\s*(\/|per|a)?\s*(week|wk)\b|^\s*weekly|^[^。\n]{0,6}(\/周|每周|周薪)/i,
    /(weekly|周薪)[^\d]{0,12}$/i,
  ],
  [
    'month',
    /^\s*(\/|per|a)?\s*(month|mo|mth)\b|^\s*(monthly|pro monat|im monat)|^[^。\n]{0,6}(\/月|每月|月薪|个月)/i,
    /(monthly|月薪|月收入)[^\d]{0,12}$/i,
  ],
  [
    'year',
    /^\s*(\/|per|a|an)?\s*(year|yr|annum|annual)\b|^\s*(annually|yearly|p\.?a\.?|pro jahr|im jahr|jährlich)|^[^。\n]{0,6}(\/年|每年|年薪)/i,
    /(annual|yearly|per year|年薪)[^\d]{0,24}$/i,
  ],
];

const HAN = /\p{Script=Han}/u;

function currencyOf(mark: string | undefined, chinese: boolean): string | null {
  if (!mark) return null;
  if (mark === '$') return 'USD';
  if (mark === '¥') return chinese ? 'CNY' : 'JPY';
  return CURRENCIES.find(([rule]) => rule.test(mark))?.[1] ?? null;
}

function amountOf(digits: string, suffix: string | undefined): number | null {
  // `120,000`, `120.000`, `120 000` and `120'000` group thousands; `1.5` and `2,5` are decimals.
  const grouped = /^\d{1,3}([,.\s'’]\d{3})+(\.\d+)?$/.test(digits);
  const plain = grouped ? digits.replace(/[,.\s'’](?=\d{3}(\D|$))/g, '') : digits.replace(',', '.');
  const value = Number(plain);
  if (!Number.isFinite(value)) return null;
  const factor =
    { k: 1e3, K: 1e3, m: 1e6, M: 1e6, 万: 1e4, w: 1e4, W: 1e4, 千: 1e3 }[suffix ?? ''] ?? 1;
  return Math.round(value * factor);
}

function periodOf(after: string, before: string): SalaryPeriod | null {
  for (const [period, next, previous] of PERIODS)
    if (next.test(after) || previous.test(before)) return period;
  return null;
}

function plausible(salary: Salary): boolean {
  const yearly = annualUsd(salary.max ?? salary.min, salary.currency, salary.period);
  return yearly === null || (yearly >= 1_000 && yearly <= 5_000_000);
}

/**
 * Reads a salary from text: "$120k–150k", "USD 90,000 - 110,000 per year", "€60/hour",
 * "25k-35k·14薪", "月薪2-3万". Answers null when no amount with a currency (or a Chinese pay
 * context) and a period can be read; nothing is guessed.
 */
export function parseSalaryText(text: string): Salary | null {
  const source = text.normalize('NFKC');
  const chinese = HAN.test(source);
  for (const match of source.matchAll(MONEY)) {
    const [whole, c1, n1, s1, c2, c3, n2, s2, c4] = match;
    const at = match.index;
    const suffixA = s1 ?? s2;
    const suffixB = s2 ?? s1;
    const first = amountOf(n1!, suffixA);
    const second = n2 ? amountOf(n2, suffixB) : null;
    const currency =
      currencyOf(c1 ?? c3, chinese) ??
      currencyOf(c2 ?? c4, chinese) ??
      (chinese && /[薪元万千kK]/.test(source.slice(Math.max(0, at - 6), at + whole.length + 6))
        ? 'CNY'
        : null);
    if (!currency || first === null || first === 0) continue;
    const before = source.slice(Math.max(0, at - 30), at);
    const after = source.slice(at + whole.length, at + whole.length + 30);
    const top = second ?? first;
    const period =
      periodOf(after, before) ??
      (currency === 'CNY' && chinese ? (top < 200_000 ? 'month' : 'year') : null) ??
      (suffixA === 'k' || suffixA === 'K' || top >= 10_000 ? 'year' : null);
    if (!period) continue;
    let min: number | null = first;
    let max: number | null = second ?? first;
    if (min > max) continue;
    if (second === null && /(up to|最高|至多)\s*$/i.test(before)) min = null;
    else if (
      second === null &&
      (/^\s*\+|^\s*(or more|以上)/i.test(after) || /(from|starting at|起)\s*$/i.test(before))
    )
      max = null;
    const salary = { min, max, currency, period };
    if (plausible(salary)) return salary;
  }
  return null;
}

const PAY_WORDS =
  /salary|compensation|pay|wage|rate|ote|base|remuneration|gehalt|vergütung|salaire|salario|薪|工资|待遇|报酬|收入/i;

/** A salary stated in a description: only lines that talk about pay are read. */
export function findSalaryInLines(lines: readonly string[]): Salary | null {
  for (const line of lines) {
    if (!PAY_WORDS.test(line)) continue;
    const salary = parseSalaryText(line);
    if (salary) return salary;
  }
  return null;
}

const PERIOD_WORDS: [SalaryPeriod, RegExp][] = [
  ['hour', /hour|hr\b/i],
  ['day', /day|daily/i],
  ['week', /week/i],
  ['month', /month/i],
  ['year', /year|annual|annum|yr\b/i],
];

function toAmount(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0
    ? Math.round(number)
    : null;
}

/**
 * A salary a feed gives in fields (Lever's `salaryRange`, JSON-LD's `baseSalary`, RemoteOK's
 * `salary_min`): zero and missing amounts are unknown, an unknown period is not assumed.
 */
export function structuredSalary(input: {
  min?: unknown;
  max?: unknown;
  currency?: string | null;
  period?: string | null;
}): Salary | null {
  let min = toAmount(input.min);
  let max = toAmount(input.max);
  const currency = input.currency?.trim().toUpperCase();
  if ((min === null && max === null) || !currency || !/^[A-Z]{3}$/.test(currency)) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const top = max ?? min!;
  const period =
    PERIOD_WORDS.find(([, rule]) => rule.test(input.period ?? ''))?.[0] ??
    (input.period ? null : top >= 10_000 ? 'year' : null);
  if (!period) return null;
  const salary = { min, max, currency, period };
  return plausible(salary) ? salary : null;
}
