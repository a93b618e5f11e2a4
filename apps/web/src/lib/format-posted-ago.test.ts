import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPostedAgo } from './format-posted-ago';

const NOW = Date.parse('2025-08-20T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatPostedAgo', () => {
  it.each([
    ['zh', 0, '现在'],
    ['en', 0, 'now'],
    ['zh', 59 * SECOND, '59秒钟前'],
    ['en', 59 * SECOND, '59 seconds ago'],
    ['zh', MINUTE, '1分钟前'],
    ['en', 59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    ['zh', HOUR, '1小时前'],
    ['en', 23 * HOUR + 59 * MINUTE, '23 hours ago'],
    ['zh', DAY, '昨天'],
    ['en', 2 * DAY - SECOND, 'yesterday'],
  ] as const)('in %s, %i ms ago reads "%s"', (language, elapsed, text) => {
    expect(formatPostedAgo(ago(elapsed), language, NOW)).toBe(text);
  });

  it('gives the local date from two days on', () => {
    const posted = ago(2 * DAY);
    expect(formatPostedAgo(posted, 'en', NOW)).toBe(new Date(posted).toLocaleDateString('en-US'));
    expect(formatPostedAgo(posted, 'zh', NOW)).toBe(new Date(posted).toLocaleDateString('zh-CN'));
    expect(formatPostedAgo(ago(400 * DAY), 'zh', NOW)).toMatch(/^2024\/7\/\d+$/);
  });

  it('counts a date slightly in the future as now, and gives nothing for an unreadable one', () => {
    expect(formatPostedAgo(new Date(NOW + 5 * SECOND).toISOString(), 'en', NOW)).toBe('now');
    expect(formatPostedAgo('not a date', 'en', NOW)).toBe('');
  });
});

describe('formatLongDate', () => {
  it('writes the long date in the interface language', () => {
    expect(formatLongDate('2025-08-20T12:00:00Z', 'zh')).toBe('2025年8月20日');
    expect(formatLongDate('2025-08-20T12:00:00Z', 'en')).toBe('August 20, 2025');
    expect(formatLongDate('', 'en')).toBe('');
  });
});
