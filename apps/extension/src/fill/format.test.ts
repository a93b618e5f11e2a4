import { describe, expect, it } from 'vitest';
import {
  countryNames,
  dateStyleOf,
  formatPhone,
  formatSalary,
  formatYearMonth,
  salaryPeriodOf,
} from './format.ts';

describe('formatPhone', () => {
  it('adds the country code to a single phone field', () => {
    expect(formatPhone({ code: '+86', number: '138 0013 8000' }, { hasCountryWidget: false })).toBe(
      '+86 13800138000',
    );
  });
  it('drops the trunk zero a country code replaces', () => {
    expect(formatPhone({ code: '+44', number: '020 7946 0000' }, { hasCountryWidget: false })).toBe(
      '+44 2079460000',
    );
  });
  it('gives the national number alone beside a country-code widget', () => {
    expect(formatPhone({ code: '+1', number: '(415) 555-0100' }, { hasCountryWidget: true })).toBe(
      '4155550100',
    );
  });
  it('gives nothing for no number', () => {
    expect(formatPhone({ code: '+1', number: '' }, { hasCountryWidget: false })).toBe('');
  });
});

describe('dates', () => {
  it.each([
    ['MM/YYYY', '03/2019'],
    ['YYYY-MM', '2019-03'],
    ['YYYY-MM-DD', '2019-03-01'],
    ['MMMM YYYY', 'March 2019'],
    ['YYYY', '2019'],
    ['zh', '2019年3月'],
  ] as const)('formats 2019-03 as %s', (style, expected) => {
    expect(formatYearMonth('2019-03', style)).toBe(expected);
  });
  it('leaves an empty ("present") date empty', () => {
    expect(formatYearMonth('', 'MM/YYYY')).toBe('');
  });
  it('reads the style from the field', () => {
    expect(dateStyleOf({ type: 'month' })).toBe('YYYY-MM');
    expect(dateStyleOf({ type: 'text', placeholder: 'MM/YYYY' })).toBe('MM/YYYY');
    expect(dateStyleOf({ type: 'text', placeholder: 'YYYY' })).toBe('YYYY');
    expect(dateStyleOf({ type: 'text', placeholder: '例如 2020年1月' })).toBe('zh');
  });
});

describe('countryNames', () => {
  it('names a country in English, Chinese and common aliases', () => {
    expect(countryNames('US')).toEqual(
      expect.arrayContaining(['United States', '美国', 'United States of America', 'USA']),
    );
    expect(countryNames('CN')).toEqual(expect.arrayContaining(['China', '中国']));
    expect(countryNames('DE')).toEqual(expect.arrayContaining(['Germany', '德国']));
  });
  it('knows nothing of a bad code', () => {
    expect(countryNames('')).toEqual([]);
    expect(countryNames('usa')).toEqual([]);
  });
});

describe('salary', () => {
  const yearly = { amount: 120000, currency: 'USD', period: 'year' as const };
  it('writes amount, currency and period for a text question', () => {
    expect(
      formatSalary(yearly, { label: 'What are your salary expectations?', isNumeric: false }),
    ).toBe('120,000 USD per year');
  });
  it('gives the bare amount to a number field', () => {
    expect(formatSalary(yearly, { label: 'Desired salary', isNumeric: true })).toBe('120000');
  });
  it('converts to the period the question asks in', () => {
    expect(formatSalary(yearly, { label: 'Expected monthly salary (USD)', isNumeric: true })).toBe(
      '10000',
    );
    expect(formatSalary(yearly, { label: '期望时薪', isNumeric: true })).toBe('58');
    expect(salaryPeriodOf('期望薪资（年薪）')).toBe('year');
  });
});
