// A task's due moment: local date and time in a zone ↔ the instant, across DST changes,
// and the caller's "today" bounds at the zone's own midnight.
import { describe, expect, it } from 'vitest';
import { dueInstant, dueParts, todayBounds } from './task-due';

describe('dueInstant and dueParts', () => {
  it('reads 09:00 in Berlin as the same wall time in winter and in summer', () => {
    expect(dueInstant('2027-01-15', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2027-01-15T08:00:00.000Z',
    );
    expect(dueInstant('2027-07-15', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2027-07-15T07:00:00.000Z',
    );
    expect(dueParts('2027-07-15T07:00:00.000Z', 'Europe/Berlin')).toEqual({
      dueDate: '2027-07-15',
      dueTime: '09:00',
    });
  });

  it('places a skipped time after the jump and an ambiguous one at its first occurrence', () => {
    // 28 March 2027, 02:30 does not exist in Berlin (02:00 → 03:00).
    expect(dueInstant('2027-03-28', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    // 31 October 2027, 02:30 happens twice; the first is still summer time (UTC+2).
    expect(dueInstant('2027-10-31', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });

  it('reads a date across the zone’s midnight, not UTC’s', () => {
    expect(dueParts('2027-01-01T03:00:00.000Z', 'America/New_York')).toEqual({
      dueDate: '2026-12-31',
      dueTime: '22:00',
    });
  });
});

describe('todayBounds', () => {
  it('runs from the zone’s midnight to the next', () => {
    const { start, end } = todayBounds('America/New_York', new Date('2026-06-15T03:30:00Z'));
    expect(start.toISOString()).toBe('2026-06-14T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-06-15T04:00:00.000Z');
  });

  it('is 23 hours long on the day the clocks go forward', () => {
    const { start, end } = todayBounds('Europe/Berlin', new Date('2027-03-28T12:00:00Z'));
    expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });
});
