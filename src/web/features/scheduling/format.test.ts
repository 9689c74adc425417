import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatInstantDate,
  formatInstantTime,
  formatTimeOfDay,
  formatTimeRange,
} from './format';

describe('scheduling formats', () => {
  it('shows times of day in 12-hour AM/PM', () => {
    expect(formatTimeOfDay('00:00:00')).toBe('12:00 AM');
    expect(formatTimeOfDay('09:00:00')).toBe('9:00 AM');
    expect(formatTimeOfDay('12:15')).toBe('12:15 PM');
    expect(formatTimeOfDay('17:30:00')).toBe('5:30 PM');
    expect(formatTimeRange('09:00:00', '17:00:00')).toBe('9:00 AM – 5:00 PM');
  });

  it('shows an instant in the given zone', () => {
    const instant = '2026-03-29T00:30:00.000Z';
    expect(formatInstantTime(instant, 'UTC')).toBe('12:30 AM');
    expect(formatInstantTime(instant, 'Europe/Berlin')).toBe('1:30 AM');
    expect(formatInstantTime(instant, 'America/New_York')).toBe('8:30 PM');
    expect(formatInstantDate(instant, 'America/New_York')).toBe('Sat, Mar 28, 2026');
    expect(formatInstantDate(instant, 'UTC')).toBe('Sun, Mar 29, 2026');
  });

  it('shows a calendar date in en-US whatever the zone', () => {
    expect(formatCalendarDate('2026-01-05')).toBe('Jan 5, 2026');
  });
});
