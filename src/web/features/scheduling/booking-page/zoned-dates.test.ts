import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateKeyInZone,
  formatChipDate,
  formatLongDate,
  formatMonth,
  formatSlotRange,
  groupSlotsByDate,
  monthBounds,
  monthGrid,
} from './zoned-dates';

describe('the booking page in the invitee zone', () => {
  it('puts an instant on the invitee date, not the UTC one', () => {
    const lateEvening = new Date('2026-11-24T03:30:00Z');
    expect(dateKeyInZone(lateEvening, 'UTC')).toBe('2026-11-24');
    expect(dateKeyInZone(lateEvening, 'America/New_York')).toBe('2026-11-23');
    expect(dateKeyInZone(lateEvening, 'Asia/Tokyo')).toBe('2026-11-24');
  });

  it('groups slots by invitee date, in time order, shifting with the zone', () => {
    const slots = [
      { start: '2026-11-24T15:00:00Z', end: '2026-11-24T15:30:00Z' },
      { start: '2026-11-24T02:00:00Z', end: '2026-11-24T02:30:00Z' },
      { start: '2026-11-23T14:00:00Z', end: '2026-11-23T14:30:00Z' },
    ];
    const utc = groupSlotsByDate(slots, 'UTC');
    expect([...utc.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(utc.get('2026-11-24')?.map((s) => s.startIso)).toEqual([
      '2026-11-24T02:00:00Z',
      '2026-11-24T15:00:00Z',
    ]);
    const newYork = groupSlotsByDate(slots, 'America/New_York');
    expect(newYork.get('2026-11-23')?.map((s) => s.startIso)).toEqual([
      '2026-11-23T14:00:00Z',
      '2026-11-24T02:00:00Z',
    ]);
  });

  it('shows times 12-hour and dates en-US', () => {
    const start = new Date('2026-11-23T14:00:00Z');
    const end = new Date('2026-11-23T14:30:00Z');
    expect(formatSlotRange(start, end, 'UTC')).toBe('2:00 PM – 2:30 PM');
    expect(formatSlotRange(start, end, 'America/Los_Angeles')).toBe('6:00 AM – 6:30 AM');
    expect(formatLongDate('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(formatChipDate('2026-11-23')).toEqual({ weekday: 'Mon', day: 'Nov 23' });
    expect(formatMonth('2026-11')).toBe('November 2026');
  });

  it('steps across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('lays a month out in whole weeks from Sunday', () => {
    const weeks = monthGrid('2026-11');
    // November 1st, 2026 is a Sunday; the 30th a Monday.
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    const february = monthGrid('2026-02');
    expect(february[0]?.slice(0, 1)).toEqual(['2026-02-01']);
    expect(february).toHaveLength(4);
  });
});
