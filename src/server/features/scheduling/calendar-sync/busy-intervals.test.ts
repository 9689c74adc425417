// Busy times out of iCalendar text: what removes slots from the booking page.
import { describe, expect, it } from 'vitest';
import {
  busyIntervalsOf,
  MalformedCalendarError,
  packIntervals,
  unpackIntervals,
} from './busy-intervals';

const wrap = (body: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${body}END:VCALENDAR\r\n`;
const from = Date.parse('2026-12-01T00:00:00Z');
const to = Date.parse('2027-01-01T00:00:00Z');
const iso = (list: { start: number; end: number }[]) =>
  list.map((i) => `${new Date(i.start).toISOString()}/${new Date(i.end).toISOString()}`);

describe('busyIntervalsOf', () => {
  it('reads a plain event in UTC', () => {
    const ics = wrap(
      'BEGIN:VEVENT\r\nUID:a\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261202T100000Z\r\nDTEND:20261202T110000Z\r\nEND:VEVENT\r\n',
    );
    expect(iso(busyIntervalsOf(ics, from, to, 'Europe/Paris'))).toEqual([
      '2026-12-02T10:00:00.000Z/2026-12-02T11:00:00.000Z',
    ]);
  });

  it('expands a weekly series in its zone, less an EXDATE, with one moved occurrence', () => {
    const ics = wrap(
      [
        'BEGIN:VEVENT',
        'UID:weekly',
        'DTSTAMP:20261101T000000Z',
        'DTSTART;TZID=Europe/Paris:20261201T090000',
        'DTEND;TZID=Europe/Paris:20261201T100000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=Europe/Paris:20261208T090000',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:weekly',
        'DTSTAMP:20261101T000000Z',
        'RECURRENCE-ID;TZID=Europe/Paris:20261215T090000',
        'DTSTART;TZID=Europe/Paris:20261215T140000',
        'DTEND;TZID=Europe/Paris:20261215T150000',
        'END:VEVENT',
        '',
      ].join('\r\n'),
    );
    expect(iso(busyIntervalsOf(ics, from, to, 'UTC')).sort()).toEqual([
      '2026-12-01T08:00:00.000Z/2026-12-01T09:00:00.000Z',
      '2026-12-15T13:00:00.000Z/2026-12-15T14:00:00.000Z',
      '2026-12-22T08:00:00.000Z/2026-12-22T09:00:00.000Z',
    ]);
  });

  it('ignores free and cancelled events, blocks an all-day one for the host-local day', () => {
    const ics = wrap(
      [
        'BEGIN:VEVENT\r\nUID:f\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261203T100000Z\r\nDTEND:20261203T110000Z\r\nTRANSP:TRANSPARENT\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:c\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261204T100000Z\r\nDTEND:20261204T110000Z\r\nSTATUS:CANCELLED\r\nEND:VEVENT',
        'BEGIN:VEVENT\r\nUID:d\r\nDTSTAMP:20261101T000000Z\r\nDTSTART;VALUE=DATE:20261205\r\nDTEND;VALUE=DATE:20261206\r\nEND:VEVENT',
        '',
      ].join('\r\n'),
    );
    expect(iso(busyIntervalsOf(ics, from, to, 'Europe/Paris'))).toEqual([
      '2026-12-04T23:00:00.000Z/2026-12-05T23:00:00.000Z',
    ]);
  });

  it('refuses text that is not iCalendar', () => {
    expect(() => busyIntervalsOf('<html>oops</html>', from, to, 'UTC')).toThrow(
      MalformedCalendarError,
    );
    expect(() => busyIntervalsOf('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', from, to, 'UTC')).toThrow(
      MalformedCalendarError,
    );
  });

  it('packs sorted, merged intervals and reads them back', () => {
    const packed = packIntervals([
      { start: 30, end: 40 },
      { start: 10, end: 20 },
      { start: 15, end: 25 },
    ]);
    expect(packed).toBe('10,25;30,40');
    expect(unpackIntervals(packed)).toEqual([
      { start: 10, end: 25 },
      { start: 30, end: 40 },
    ]);
    expect(unpackIntervals('')).toEqual([]);
  });
});
