import { describe, expect, it } from 'vitest';
import {
  formatDate,
  localDayOf,
  localTimeOfDayMs,
  offsetAt,
  parseDate,
  parseTimeOfDay,
  weekdayOf,
  zonedToInstant,
} from './zoned-time';

const at = (zone: string, date: string, time: string) =>
  zonedToInstant(zone, parseDate(date), parseTimeOfDay(time) * 1000);
const iso = (instant: number) => new Date(instant).toISOString();

describe('zonedToInstant', () => {
  it('converts ordinary wall times with the offset in force', () => {
    expect(iso(at('America/New_York', '2027-01-15', '09:00:00').instant)).toBe(
      '2027-01-15T14:00:00.000Z',
    );
    expect(iso(at('America/New_York', '2027-07-15', '09:00:00').instant)).toBe(
      '2027-07-15T13:00:00.000Z',
    );
    expect(iso(at('Asia/Kolkata', '2027-07-15', '09:00:00').instant)).toBe(
      '2027-07-15T03:30:00.000Z',
    );
    expect(iso(at('Pacific/Kiritimati', '2027-07-15', '00:00:00').instant)).toBe(
      '2027-07-14T10:00:00.000Z',
    );
  });

  it('reports a wall time in a spring-forward gap as missing, placed with the earlier offset', () => {
    expect(at('America/New_York', '2027-03-14', '02:30:00')).toEqual({
      instant: Date.parse('2027-03-14T07:30:00Z'),
      exists: false,
    });
    expect(at('Europe/London', '2027-03-28', '01:00:00').exists).toBe(false);
    expect(at('Europe/London', '2027-03-28', '02:00:00')).toEqual({
      instant: Date.parse('2027-03-28T01:00:00Z'),
      exists: true,
    });
    // Lord Howe moves its clocks by half an hour.
    expect(at('Australia/Lord_Howe', '2027-10-03', '02:15:00').exists).toBe(false);
    expect(at('Australia/Lord_Howe', '2027-10-03', '02:30:00').exists).toBe(true);
  });

  it('takes the first occurrence of an ambiguous wall time', () => {
    expect(iso(at('America/New_York', '2027-11-07', '01:30:00').instant)).toBe(
      '2027-11-07T05:30:00.000Z',
    );
    expect(iso(at('Europe/London', '2027-10-31', '01:30:00').instant)).toBe(
      '2027-10-31T00:30:00.000Z',
    );
    expect(iso(at('Australia/Lord_Howe', '2027-04-04', '01:45:00').instant)).toBe(
      '2027-04-03T14:45:00.000Z',
    );
  });

  it('reads midnight at the end of a day as the next day', () => {
    expect(iso(at('UTC', '2027-01-31', '24:00:00').instant)).toBe('2027-02-01T00:00:00.000Z');
  });
});

describe('offsetAt and local days', () => {
  it('matches Intl at every quarter hour across a change (cache included)', () => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (
      let t = Date.parse('2027-11-06T00:00:00Z');
      t < Date.parse('2027-11-09T00:00:00Z');
      t += 900_000
    ) {
      const wall = format.format(t).replace(', ', 'T');
      const ours = new Date(t + offsetAt('America/New_York', t)).toISOString().slice(0, 16);
      expect(ours).toBe(wall);
      expect(formatDate(localDayOf('America/New_York', t))).toBe(wall.slice(0, 10));
      expect(localTimeOfDayMs('America/New_York', t) / 60_000).toBe(
        Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16)),
      );
    }
  });

  it('numbers weekdays like day_of_week (0 Sunday … 6 Saturday)', () => {
    expect(weekdayOf(parseDate('2027-01-03'))).toBe(0);
    expect(weekdayOf(parseDate('2027-01-04'))).toBe(1);
    expect(weekdayOf(parseDate('1969-12-31'))).toBe(3);
    expect(formatDate(parseDate('2028-02-29'))).toBe('2028-02-29');
  });

  it('refuses malformed dates and times', () => {
    expect(() => parseDate('2027-1-4')).toThrow(RangeError);
    expect(() => parseTimeOfDay('9am')).toThrow(RangeError);
  });
});
