import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './time-zone';

describe('interview times in their time zone', () => {
  it('reads a wall-clock time in a zone as the right instant and back', () => {
    expect(fromZonedInput('2030-03-05T10:00', 'Asia/Shanghai')).toBe('2030-03-05T02:00:00.000Z');
    expect(fromZonedInput('2030-07-01T09:30', 'America/New_York')).toBe('2030-07-01T13:30:00.000Z');
    expect(fromZonedInput('2030-01-01T09:30', 'America/New_York')).toBe('2030-01-01T14:30:00.000Z');
    expect(toZonedInput('2030-03-05T02:00:00Z', 'Asia/Shanghai')).toBe('2030-03-05T10:00');
    expect(toZonedInput('2030-03-05T02:00:00Z', 'Europe/London')).toBe('2030-03-05T02:00');
  });

  it('refuses what is not a date and time', () => {
    expect(fromZonedInput('tomorrow', 'UTC')).toBeNull();
  });
});
