import { describe, expect, it } from 'vitest';
import { formatNumber, formatSalary } from './format-salary';

const upTo = (amount: string) => `Up to ${amount}`;

describe('formatSalary', () => {
  it('writes "currency min - max" with grouped digits', () => {
    expect(formatSalary({ min: 120_000, max: 160_000, currency: 'USD' }, 'en', upTo)).toBe(
      'USD 120,000 - 160,000',
    );
    expect(formatSalary({ min: 30_000, max: 45_000, currency: 'CNY' }, 'zh', upTo)).toBe(
      'CNY 30,000 - 45,000',
    );
  });

  it('writes "min+" without a maximum and "Up to max" without a minimum', () => {
    expect(formatSalary({ min: 150_000, max: null, currency: 'USD' }, 'en', upTo)).toBe(
      'USD 150,000+',
    );
    expect(formatSalary({ min: null, max: 90_000, currency: 'EUR' }, 'en', upTo)).toBe(
      'Up to EUR 90,000',
    );
  });

  it('writes one amount when both bounds agree, and leaves out an unknown currency', () => {
    expect(formatSalary({ min: 5000, max: 5000, currency: null }, 'en', upTo)).toBe('5,000');
  });

  it('gives null without any amount', () => {
    expect(formatSalary({ min: null, max: null, currency: 'USD' }, 'en', upTo)).toBeNull();
    expect(formatSalary({ min: 0, max: 0, currency: 'USD' }, 'en', upTo)).toBeNull();
  });
});

describe('formatNumber', () => {
  it('groups digits in both languages', () => {
    expect(formatNumber(1_234_567, 'zh')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
  });
});
