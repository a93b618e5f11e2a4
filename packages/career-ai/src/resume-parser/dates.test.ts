import { describe, expect, it } from 'vitest';
import { findDateRange, isOnlyDates, normalizeDate } from './dates.ts';

describe('resume dates', () => {
  it('turns English and Chinese dates into JSON Resume dates', () => {
    expect(normalizeDate('June 2022')).toBe('2022-06');
    expect(normalizeDate('Sept. 2019')).toBe('2019-09');
    expect(normalizeDate('2016 年 3 月')).toBe('2016-03');
    expect(normalizeDate('2019.07')).toBe('2019-07');
    expect(normalizeDate('03/2021')).toBe('2021-03');
    expect(normalizeDate('2018')).toBe('2018');
    expect(normalizeDate('sometime')).toBe('');
  });

  it('finds ranges with an open end in both languages', () => {
    expect(findDateRange('Google   June 2022 – Present')).toMatchObject({
      startDate: '2022-06',
      endDate: '',
      isCurrent: true,
    });
    expect(findDateRange('星云科技 | 2020年3月 – 至今')).toMatchObject({
      startDate: '2020-03',
      endDate: '',
      isCurrent: true,
    });
    expect(findDateRange('2018.07 - 2021.06')).toMatchObject({
      startDate: '2018-07',
      endDate: '2021-06',
      isCurrent: false,
    });
    expect(findDateRange('2009 – 2013')).toMatchObject({ startDate: '2009', endDate: '2013' });
    expect(findDateRange('Graduated 2015')).toMatchObject({ startDate: '2015', isSingle: true });
    expect(findDateRange('Led 12 engineers')).toBeNull();
  });

  it('tells a column of dates from text', () => {
    expect(isOnlyDates('June 2022 –')).toBe(true);
    expect(isOnlyDates('Present')).toBe(true);
    expect(isOnlyDates('2013 – 至今')).toBe(true);
    expect(isOnlyDates('Joined in 2013')).toBe(false);
  });
});
