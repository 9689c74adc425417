import { describe, expect, it } from 'vitest';
import {
  computeSlots,
  type EngineAvailability,
  type EngineBooking,
  type EngineEventType,
  isSlotOffered,
  type SlotQuery,
} from './slot-engine';

const ET = 'et-1';
const OTHER_ET = 'et-2';

function eventType(overrides: Partial<EngineEventType> = {}): EngineEventType {
  return {
    id: ET,
    duration: 30,
    bufferBefore: 0,
    bufferAfter: 0,
    minBookingNotice: 0,
    maxBookingsPerDay: null,
    dateRangeStart: null,
    dateRangeEnd: null,
    ...overrides,
  };
}

function row(
  dayOfWeek: number,
  startTime: string,
  endTime: string,
  eventTypeId: string | null = null,
): EngineAvailability {
  return { eventTypeId, dayOfWeek, startTime, endTime };
}

const weekdays = (startTime: string, endTime: string, eventTypeId: string | null = null) =>
  [1, 2, 3, 4, 5].map((day) => row(day, startTime, endTime, eventTypeId));
const everyDay = (startTime: string, endTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => row(day, startTime, endTime));

/** A booking with its buffers (minutes) around the meeting. */
function booking(
  start: string,
  end: string,
  { before = 0, after = 0, eventTypeId = OTHER_ET as string | null } = {},
): EngineBooking {
  const s = new Date(start);
  const e = new Date(end);
  return {
    start: s,
    end: e,
    blockedStart: new Date(s.getTime() - before * 60_000),
    blockedEnd: new Date(e.getTime() + after * 60_000),
    eventTypeId,
  };
}

// Monday 2027-01-04, midnight UTC.
const MONDAY = new Date('2027-01-04T00:00:00Z');

function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    eventType: eventType(),
    availability: weekdays('09:00:00', '17:00:00'),
    bookings: [],
    hostTimeZone: 'UTC',
    now: MONDAY,
    ...overrides,
  };
}

/** Offered starts as ISO strings, only those on the given UTC date when one is given. */
function starts(q: SlotQuery, date?: string): string[] {
  return computeSlots(q)
    .map((slot) => slot.start.toISOString())
    .filter((start) => !date || start.startsWith(date));
}

/** Wall times (HH:MM) of the offered starts in a zone on a local date. */
function wallTimes(q: SlotQuery, localDate: string): string[] {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: q.hostTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return computeSlots(q)
    .map((slot) => format.format(slot.start).replace(',', ''))
    .filter((text) => text.startsWith(localDate))
    .map((text) => text.slice(-5));
}

describe('computeSlots: the step and the window', () => {
  it('steps by the duration when there are no buffers, and the meeting fits the window', () => {
    const q = query({ availability: [row(1, '09:00:00', '11:00:00')] });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T09:30:00.000Z',
      '2027-01-04T10:00:00.000Z',
      '2027-01-04T10:30:00.000Z',
    ]);
    for (const slot of computeSlots(q)) {
      expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000);
    }
  });

  it('steps by duration + buffer before + buffer after', () => {
    const q = query({
      eventType: eventType({ duration: 30, bufferBefore: 10, bufferAfter: 20 }),
      availability: [row(1, '09:00:00', '12:00:00')],
    });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T10:00:00.000Z',
      '2027-01-04T11:00:00.000Z',
    ]);
  });

  it('drops a start whose meeting would run past the window end', () => {
    const q = query({
      eventType: eventType({ duration: 45 }),
      availability: [row(1, '09:00:00', '10:20:00')],
    });
    expect(starts(q, '2027-01-04')).toEqual(['2027-01-04T09:00:00.000Z']);
    const exact = query({
      eventType: eventType({ duration: 45 }),
      availability: [row(1, '09:00:00', '10:30:00')],
    });
    expect(starts(exact, '2027-01-04')).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T09:45:00.000Z',
    ]);
  });

  it('lets the buffers lie outside the window: only the meeting must fit', () => {
    const q = query({
      eventType: eventType({ duration: 60, bufferBefore: 30, bufferAfter: 30 }),
      availability: [row(1, '09:00:00', '10:00:00')],
    });
    expect(starts(q, '2027-01-04')).toEqual(['2027-01-04T09:00:00.000Z']);
  });

  it('offers every window of a weekday, each on its own grid (issue 21)', () => {
    const q = query({
      availability: [row(1, '18:00:00', '20:00:00'), row(1, '09:00:00', '10:00:00')],
    });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T09:30:00.000Z',
      '2027-01-04T18:00:00.000Z',
      '2027-01-04T18:30:00.000Z',
      '2027-01-04T19:00:00.000Z',
      '2027-01-04T19:30:00.000Z',
    ]);
    expect(isSlotOffered(q, new Date('2027-01-04T18:30:00Z'))).toBe(true);
    expect(isSlotOffered(q, new Date('2027-01-04T10:00:00Z'))).toBe(false);
  });

  it('offers a start once when two older rows overlap', () => {
    const q = query({
      availability: [row(1, '09:00:00', '10:00:00'), row(1, '09:30:00', '10:30:00')],
    });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T09:30:00.000Z',
      '2027-01-04T10:00:00.000Z',
    ]);
  });

  it('matches rows by weekday: Saturday and Sunday offer nothing with a Monday–Friday week', () => {
    const q = query();
    expect(starts(q, '2027-01-09')).toEqual([]);
    expect(starts(q, '2027-01-10')).toEqual([]);
    expect(starts(q, '2027-01-08')).toHaveLength(16);
  });

  it('offers nothing (rather than looping forever) for a zero-minute event type', () => {
    const q = query({ eventType: eventType({ duration: 0 }) });
    expect(computeSlots(q)).toEqual([]);
    expect(isSlotOffered(q, new Date('2027-01-04T09:00:00Z'))).toBe(false);
  });

  it('offers nothing for an empty week', () => {
    const q = query({ availability: [] });
    expect(computeSlots(q)).toEqual([]);
    expect(isSlotOffered(q, new Date('2027-01-04T09:00:00Z'))).toBe(false);
  });
});

describe('computeSlots: which availability', () => {
  it("uses the event type's own rows when it has any", () => {
    const q = query({
      availability: [...weekdays('09:00:00', '17:00:00'), row(2, '10:00:00', '11:00:00', ET)],
    });
    expect(starts(q, '2027-01-04')).toEqual([]);
    expect(starts(q, '2027-01-05')).toEqual([
      '2027-01-05T10:00:00.000Z',
      '2027-01-05T10:30:00.000Z',
    ]);
  });

  it('falls back to the general rows when only another event type has an override', () => {
    const q = query({
      availability: [...weekdays('09:00:00', '10:00:00'), row(1, '15:00:00', '16:00:00', OTHER_ET)],
    });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T09:30:00.000Z',
    ]);
  });

  it('reads the rows in the host zone: 09:00 in Tokyo is 00:00 UTC of the same date', () => {
    const q = query({
      hostTimeZone: 'Asia/Tokyo',
      now: new Date('2027-01-03T00:00:00Z'),
      availability: [row(1, '09:00:00', '10:00:00')],
    });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T00:00:00.000Z',
      '2027-01-04T00:30:00.000Z',
    ]);
  });
});

describe('computeSlots: existing bookings and buffers', () => {
  const window = [row(1, '09:00:00', '12:00:00')];

  it("drops starts whose meeting overlaps another event type's booking, buffers included", () => {
    const q = query({
      availability: window,
      bookings: [
        booking('2027-01-04T10:00:00Z', '2027-01-04T10:30:00Z', { before: 10, after: 10 }),
      ],
    });
    // The other booking blocks 09:50–10:40.
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T11:00:00.000Z',
      '2027-01-04T11:30:00.000Z',
    ]);
  });

  it('keeps a slot whose buffered window only touches a booking', () => {
    const q = query({
      eventType: eventType({ bufferBefore: 15, bufferAfter: 15 }),
      availability: window,
      // Step 60: 09:00 (blocks 08:45–09:45), 10:00 (09:45–10:45), 11:00 (10:45–11:45).
      bookings: [booking('2027-01-04T10:45:00Z', '2027-01-04T10:50:00Z')],
    });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T10:00:00.000Z',
    ]);
  });

  it('drops a slot when its buffer after reaches a booking', () => {
    const q = query({
      eventType: eventType({ bufferAfter: 30 }),
      availability: window,
      // Step 60: 09:00 blocks 09:00–10:00, 10:00 blocks 10:00–11:00, 11:00 blocks 11:00–12:00.
      bookings: [booking('2027-01-04T10:40:00Z', '2027-01-04T10:45:00Z')],
    });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T11:00:00.000Z',
    ]);
  });

  it('drops a slot when its buffer before reaches a booking', () => {
    const q = query({
      eventType: eventType({ bufferBefore: 30 }),
      availability: window,
      // Step 60: 09:00 blocks 08:30–09:30, 10:00 blocks 09:30–10:30, 11:00 blocks 10:30–11:30.
      bookings: [booking('2027-01-04T09:35:00Z', '2027-01-04T09:40:00Z')],
    });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:00:00.000Z',
      '2027-01-04T11:00:00.000Z',
    ]);
  });

  it("a slot's buffer outside the window still may not overlap a booking", () => {
    const q = query({
      eventType: eventType({ bufferBefore: 30 }),
      availability: [row(1, '09:00:00', '10:00:00')],
      bookings: [booking('2027-01-04T08:00:00Z', '2027-01-04T08:45:00Z')],
    });
    expect(starts(q, '2027-01-04')).toEqual([]);
  });

  it('blocks with whatever it is given: the caller passes live bookings only, never canceled ones', () => {
    const live = query({
      availability: window,
      bookings: [booking('2027-01-04T09:00:00Z', '2027-01-04T09:30:00Z', { eventTypeId: ET })],
    });
    expect(starts(live, '2027-01-04')).not.toContain('2027-01-04T09:00:00.000Z');
    const canceledFilteredOut = query({ availability: window, bookings: [] });
    expect(starts(canceledFilteredOut, '2027-01-04')).toContain('2027-01-04T09:00:00.000Z');
  });

  it('finds overlaps among 1,000 unsorted bookings, including one nested in a longer one', () => {
    const bookings: EngineBooking[] = [];
    for (let i = 999; i >= 0; i -= 1) {
      const start = Date.UTC(2027, 0, 5) + i * 3 * 3_600_000;
      bookings.push(
        booking(new Date(start).toISOString(), new Date(start + 600_000).toISOString()),
      );
    }
    bookings.push(booking('2027-01-04T09:00:00Z', '2027-01-04T11:00:00Z'));
    bookings.push(booking('2027-01-04T09:10:00Z', '2027-01-04T09:20:00Z'));
    const q = query({ availability: window, bookings });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T11:00:00.000Z',
      '2027-01-04T11:30:00.000Z',
    ]);
  });
});

describe('computeSlots: notice, date range and horizon', () => {
  it('starts no earlier than now + the minimum notice', () => {
    const q = query({
      eventType: eventType({ minBookingNotice: 90 }),
      now: new Date('2027-01-04T08:00:00Z'),
      availability: [row(1, '09:00:00', '11:00:00')],
    });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:30:00.000Z',
      '2027-01-04T10:00:00.000Z',
      '2027-01-04T10:30:00.000Z',
    ]);
  });

  it('offers nothing that already started, even without notice', () => {
    const q = query({
      now: new Date('2027-01-04T10:10:00Z'),
      availability: [row(1, '09:00:00', '11:00:00')],
    });
    expect(starts(q, '2027-01-04')).toEqual(['2027-01-04T10:30:00.000Z']);
  });

  it('starts at the host-local start of date_range_start and ends with date_range_end', () => {
    const q = query({
      hostTimeZone: 'America/New_York',
      eventType: eventType({ dateRangeStart: '2027-01-06', dateRangeEnd: '2027-01-07' }),
      availability: everyDay('00:00:00', '01:00:00'),
    });
    // 00:00 New York is 05:00 UTC: the range covers Wednesday and Thursday local.
    expect(starts(q)).toEqual([
      '2027-01-06T05:00:00.000Z',
      '2027-01-06T05:30:00.000Z',
      '2027-01-07T05:00:00.000Z',
      '2027-01-07T05:30:00.000Z',
    ]);
  });

  it('takes the later of notice and date_range_start', () => {
    const q = query({
      eventType: eventType({ dateRangeStart: '2027-01-04', minBookingNotice: 60 * 24 }),
      availability: everyDay('09:00:00', '10:00:00'),
    });
    expect(starts(q)[0]).toBe('2027-01-05T09:00:00.000Z');
  });

  it('looks 30 days ahead by default', () => {
    const q = query({
      now: new Date('2027-01-04T12:00:00Z'),
      availability: everyDay('09:00:00', '17:00:00'),
    });
    const all = starts(q);
    expect(all[0]).toBe('2027-01-04T12:00:00.000Z');
    expect(all.at(-1)).toBe('2027-02-03T11:30:00.000Z');
    expect(new Set(all.map((start) => start.slice(0, 10))).size).toBe(31);
  });

  it('a date_range_end beyond 30 days replaces the 30-day horizon', () => {
    const q = query({
      eventType: eventType({ dateRangeEnd: '2027-03-31' }),
      availability: weekdays('09:00:00', '10:00:00'),
    });
    expect(starts(q).at(-1)).toBe('2027-03-31T09:30:00.000Z');
  });

  it('a date range in the past offers nothing', () => {
    const q = query({
      eventType: eventType({ dateRangeStart: '2026-12-01', dateRangeEnd: '2027-01-03' }),
    });
    expect(computeSlots(q)).toEqual([]);
  });

  it('from/to narrow the answer to starts in [from, to)', () => {
    const q = query({
      from: new Date('2027-01-05T00:00:00Z'),
      to: new Date('2027-01-06T09:30:00Z'),
      availability: weekdays('09:00:00', '10:00:00'),
    });
    expect(starts(q)).toEqual([
      '2027-01-05T09:00:00.000Z',
      '2027-01-05T09:30:00.000Z',
      '2027-01-06T09:00:00.000Z',
    ]);
  });
});

describe('computeSlots: max bookings per day', () => {
  const window = [row(1, '09:00:00', '12:00:00'), row(2, '09:00:00', '10:00:00')];
  const max2 = eventType({ maxBookingsPerDay: 2 });

  it('closes a day that has that many live bookings of this event type', () => {
    const q = query({
      eventType: max2,
      availability: window,
      bookings: [
        booking('2027-01-04T09:00:00Z', '2027-01-04T09:30:00Z', { eventTypeId: ET }),
        booking('2027-01-04T11:00:00Z', '2027-01-04T11:30:00Z', { eventTypeId: ET }),
      ],
    });
    expect(starts(q, '2027-01-04')).toEqual([]);
    expect(starts(q, '2027-01-05')).toHaveLength(2);
  });

  it('keeps a day open below the limit and does not count other event types', () => {
    const q = query({
      eventType: max2,
      availability: window,
      bookings: [
        booking('2027-01-04T09:00:00Z', '2027-01-04T09:30:00Z', { eventTypeId: ET }),
        booking('2027-01-04T11:00:00Z', '2027-01-04T11:30:00Z', { eventTypeId: OTHER_ET }),
        booking('2027-01-04T10:00:00Z', '2027-01-04T10:30:00Z', { eventTypeId: null }),
      ],
    });
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T09:30:00.000Z',
      '2027-01-04T10:30:00.000Z',
      '2027-01-04T11:30:00.000Z',
    ]);
  });

  it('counts by the host-local day', () => {
    const q = query({
      hostTimeZone: 'Asia/Tokyo',
      now: new Date('2027-01-01T00:00:00Z'),
      eventType: eventType({ maxBookingsPerDay: 1 }),
      availability: [row(1, '09:00:00', '10:00:00')],
      // Sunday 23:30 UTC is Monday 08:30 in Tokyo.
      bookings: [booking('2027-01-03T23:30:00Z', '2027-01-03T23:45:00Z', { eventTypeId: ET })],
    });
    expect(starts(q, '2027-01-04')).toEqual([]);
    expect(starts(q, '2027-01-11')).toHaveLength(2);
  });
});

describe('computeSlots: date overrides', () => {
  const holiday = (startDate: string, endDate = startDate, eventTypeId: string | null = null) => ({
    eventTypeId,
    startDate,
    endDate,
    windows: [],
  });
  const hours = (date: string, windows: [string, string][], eventTypeId: string | null = null) => ({
    eventTypeId,
    startDate: date,
    endDate: date,
    windows: windows.map(([startTime, endTime]) => ({ startTime, endTime })),
  });

  it('a holiday removes that date only', () => {
    const q = query({ dateOverrides: [holiday('2027-01-05')] });
    expect(starts(q, '2027-01-05')).toEqual([]);
    expect(isSlotOffered(q, new Date('2027-01-05T09:00:00Z'))).toBe(false);
    expect(starts(q, '2027-01-04')).toHaveLength(16);
    expect(starts(q, '2027-01-12')).toHaveLength(16);
  });

  it('a vacation range removes every date in it, ends included', () => {
    const q = query({ dateOverrides: [holiday('2027-01-05', '2027-01-07')] });
    expect(starts(q, '2027-01-04')).toHaveLength(16);
    for (const date of ['2027-01-05', '2027-01-06', '2027-01-07']) {
      expect(starts(q, date)).toEqual([]);
    }
    expect(starts(q, '2027-01-08')).toHaveLength(16);
  });

  it('other hours replace the weekday, even on a day off, with several windows', () => {
    const q = query({
      dateOverrides: [
        hours('2027-01-09', [
          ['10:00:00', '11:00:00'],
          ['15:00:00', '15:30:00'],
        ]),
        hours('2027-01-04', [['12:00:00', '13:00:00']]),
      ],
    });
    expect(starts(q, '2027-01-09')).toEqual([
      '2027-01-09T10:00:00.000Z',
      '2027-01-09T10:30:00.000Z',
      '2027-01-09T15:00:00.000Z',
    ]);
    expect(starts(q, '2027-01-04')).toEqual([
      '2027-01-04T12:00:00.000Z',
      '2027-01-04T12:30:00.000Z',
    ]);
    expect(isSlotOffered(q, new Date('2027-01-09T15:00:00Z'))).toBe(true);
    expect(isSlotOffered(q, new Date('2027-01-04T09:00:00Z'))).toBe(false);
  });

  it("an event type's override wins over the host's; another event type's is ignored", () => {
    const q = query({
      dateOverrides: [
        holiday('2027-01-05'),
        hours('2027-01-05', [['09:00:00', '10:00:00']], ET),
        holiday('2027-01-06', '2027-01-06', OTHER_ET),
      ],
    });
    expect(starts(q, '2027-01-05')).toEqual([
      '2027-01-05T09:00:00.000Z',
      '2027-01-05T09:30:00.000Z',
    ]);
    expect(starts(q, '2027-01-06')).toHaveLength(16);
  });

  it('applies to the host-local date, across a daylight saving change', () => {
    // Sunday 2027-03-14 is spring forward in New York: the holiday is that local date,
    // not the UTC one, and the other hours on the Monday after are local too.
    const q = query({
      hostTimeZone: 'America/New_York',
      now: new Date('2027-03-12T00:00:00Z'),
      availability: everyDay('00:00:00', '23:30:00'),
      dateOverrides: [
        holiday('2027-03-14'),
        hours('2027-03-15', [['01:00:00', '02:00:00']]),
        hours('2027-03-13', [['01:00:00', '03:30:00']]),
      ],
    });
    expect(wallTimes(q, '2027-03-14')).toEqual([]);
    expect(wallTimes(q, '2027-03-13')).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00']);
    expect(wallTimes(q, '2027-03-15')).toEqual(['01:00', '01:30']);
    expect(wallTimes(q, '2027-03-16')).toHaveLength(47);
    // 23:30 EST on Saturday is 04:30 UTC on Sunday: the Saturday's weekly row is not used.
    expect(isSlotOffered(q, new Date('2027-03-14T04:30:00Z'))).toBe(false);
    expect(isSlotOffered(q, new Date('2027-03-15T05:00:00Z'))).toBe(true);
  });
});

describe('computeSlots: max bookings per week', () => {
  const max2 = eventType({ maxBookingsPerWeek: 2 });

  it('closes the whole Monday-to-Sunday week once it has that many, and opens the next', () => {
    const q = query({
      eventType: max2,
      availability: everyDay('09:00:00', '10:00:00'),
      bookings: [
        booking('2027-01-05T09:00:00Z', '2027-01-05T09:30:00Z', { eventTypeId: ET }),
        booking('2027-01-07T09:00:00Z', '2027-01-07T09:30:00Z', { eventTypeId: ET }),
        booking('2027-01-06T09:00:00Z', '2027-01-06T09:30:00Z', { eventTypeId: OTHER_ET }),
      ],
    });
    for (const date of ['2027-01-04', '2027-01-08', '2027-01-10']) {
      expect(starts(q, date)).toEqual([]);
    }
    expect(isSlotOffered(q, new Date('2027-01-10T09:00:00Z'))).toBe(false);
    expect(starts(q, '2027-01-11')).toHaveLength(2);
    expect(isSlotOffered(q, new Date('2027-01-11T09:00:00Z'))).toBe(true);
  });

  it('keeps the week open below the limit', () => {
    const q = query({
      eventType: max2,
      availability: everyDay('09:00:00', '10:00:00'),
      bookings: [booking('2027-01-05T09:00:00Z', '2027-01-05T09:30:00Z', { eventTypeId: ET })],
    });
    expect(starts(q, '2027-01-06')).toHaveLength(2);
  });

  it("counts by the host's week: Sunday evening in New York is Monday in UTC", () => {
    const q = query({
      hostTimeZone: 'America/New_York',
      now: new Date('2027-01-04T00:00:00Z'),
      eventType: eventType({ maxBookingsPerWeek: 1 }),
      availability: everyDay('09:00:00', '10:00:00'),
      // Sunday 2027-01-10 21:00 in New York: the week of Monday 4 January is full,
      // the week of Monday 11 January is not.
      bookings: [booking('2027-01-11T02:00:00Z', '2027-01-11T02:30:00Z', { eventTypeId: ET })],
    });
    expect(wallTimes(q, '2027-01-06')).toEqual([]);
    expect(wallTimes(q, '2027-01-11')).toEqual(['09:00', '09:30']);
  });
});

describe('computeSlots: daylight saving', () => {
  const sunday = (zone: string, now: string, day: string) =>
    query({
      hostTimeZone: zone,
      now: new Date(now),
      eventType: eventType({ duration: 60 }),
      availability: [row(0, '00:00:00', '05:00:00')],
      to: new Date(`${day}T23:59:59Z`),
      from: new Date(`${day}T00:00:00Z`),
    });

  it('New York, spring forward (2027-03-14): 02:00 does not exist and is skipped', () => {
    const q = query({
      ...sunday('America/New_York', '2027-03-13T00:00:00Z', '2027-03-14'),
      from: undefined,
      to: undefined,
      eventType: eventType({ duration: 60, dateRangeEnd: '2027-03-14' }),
    });
    expect(starts(q)).toEqual([
      '2027-03-14T05:00:00.000Z', // 00:00 EST
      '2027-03-14T06:00:00.000Z', // 01:00 EST
      '2027-03-14T07:00:00.000Z', // 03:00 EDT
      '2027-03-14T08:00:00.000Z', // 04:00 EDT (ends 05:00 EDT)
    ]);
    expect(wallTimes(q, '2027-03-14')).toEqual(['00:00', '01:00', '03:00', '04:00']);
  });

  it('New York, fall back (2027-11-07): 01:00 is its first occurrence, then 02:00 EST', () => {
    const q = query({
      hostTimeZone: 'America/New_York',
      now: new Date('2027-11-06T00:00:00Z'),
      eventType: eventType({ duration: 60, dateRangeEnd: '2027-11-07' }),
      availability: [row(0, '00:00:00', '05:00:00')],
    });
    expect(starts(q)).toEqual([
      '2027-11-07T04:00:00.000Z', // 00:00 EDT
      '2027-11-07T05:00:00.000Z', // 01:00 EDT (first of the two 01:00s)
      '2027-11-07T07:00:00.000Z', // 02:00 EST
      '2027-11-07T08:00:00.000Z', // 03:00 EST
      '2027-11-07T09:00:00.000Z', // 04:00 EST (ends 05:00 EST)
    ]);
    // The second 01:00 (EST) is not offered, even asked directly.
    expect(isSlotOffered(q, new Date('2027-11-07T06:00:00Z'))).toBe(false);
    expect(isSlotOffered(q, new Date('2027-11-07T05:00:00Z'))).toBe(true);
  });

  it('London, spring forward (2027-03-28): 01:00 does not exist', () => {
    const q = query({
      hostTimeZone: 'Europe/London',
      now: new Date('2027-03-27T00:00:00Z'),
      eventType: eventType({ duration: 60, dateRangeEnd: '2027-03-28' }),
      availability: [row(0, '00:00:00', '05:00:00')],
    });
    expect(starts(q)).toEqual([
      '2027-03-28T00:00:00.000Z', // 00:00 GMT
      '2027-03-28T01:00:00.000Z', // 02:00 BST
      '2027-03-28T02:00:00.000Z', // 03:00 BST
      '2027-03-28T03:00:00.000Z', // 04:00 BST
    ]);
  });

  it('London, fall back (2027-10-31): the first 01:00 (BST), then 02:00 GMT', () => {
    const q = query({
      hostTimeZone: 'Europe/London',
      now: new Date('2027-10-30T00:00:00Z'),
      eventType: eventType({ duration: 60, dateRangeEnd: '2027-10-31' }),
      availability: [row(0, '00:00:00', '05:00:00')],
    });
    expect(starts(q)).toEqual([
      '2027-10-30T23:00:00.000Z', // 00:00 BST
      '2027-10-31T00:00:00.000Z', // 01:00 BST
      '2027-10-31T02:00:00.000Z', // 02:00 GMT
      '2027-10-31T03:00:00.000Z', // 03:00 GMT
      '2027-10-31T04:00:00.000Z', // 04:00 GMT
    ]);
  });

  it('keeps 09:00 local across the change: 14:00 UTC before, 13:00 UTC after (New York)', () => {
    const q = query({
      hostTimeZone: 'America/New_York',
      now: new Date('2027-03-10T00:00:00Z'),
      eventType: eventType({ duration: 60, dateRangeEnd: '2027-03-16' }),
      availability: weekdays('09:00:00', '10:00:00'),
    });
    expect(starts(q)).toEqual([
      '2027-03-10T14:00:00.000Z',
      '2027-03-11T14:00:00.000Z',
      '2027-03-12T14:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
      '2027-03-16T13:00:00.000Z',
    ]);
  });

  it('places a window end inside the gap with the offset before it (New York 00:00–02:30)', () => {
    const q = query({
      hostTimeZone: 'America/New_York',
      now: new Date('2027-03-13T00:00:00Z'),
      eventType: eventType({ duration: 45, dateRangeEnd: '2027-03-14' }),
      availability: [row(0, '00:00:00', '02:30:00')],
    });
    // 02:30 "EST" is 07:30 UTC: 01:30 EST + 45 minutes (07:15 UTC, 03:15 EDT) fits.
    expect(starts(q)).toEqual([
      '2027-03-14T05:00:00.000Z',
      '2027-03-14T05:45:00.000Z',
      '2027-03-14T06:30:00.000Z',
    ]);
  });

  it('counts max per day by the local day on a 25-hour day', () => {
    const q = query({
      hostTimeZone: 'America/New_York',
      now: new Date('2027-11-06T00:00:00Z'),
      eventType: eventType({ dateRangeEnd: '2027-11-08', maxBookingsPerDay: 1 }),
      availability: [row(0, '09:00:00', '10:00:00'), row(1, '09:00:00', '10:00:00')],
      // 23:30 EST on Sunday is 04:30 UTC on Monday.
      bookings: [booking('2027-11-08T04:30:00Z', '2027-11-08T04:45:00Z', { eventTypeId: ET })],
    });
    expect(starts(q)).toEqual(['2027-11-08T14:00:00.000Z', '2027-11-08T14:30:00.000Z']);
  });
});

describe('isSlotOffered', () => {
  it('refuses starts off the grid, outside the window, before notice, or taken', () => {
    const q = query({
      eventType: eventType({ bufferAfter: 10 }),
      availability: [row(1, '09:00:00', '12:00:00')],
      bookings: [booking('2027-01-04T10:30:00Z', '2027-01-04T11:00:00Z')],
    });
    expect(isSlotOffered(q, new Date('2027-01-04T09:00:00Z'))).toBe(true);
    expect(isSlotOffered(q, new Date('2027-01-04T09:40:00Z'))).toBe(true);
    expect(isSlotOffered(q, new Date('2027-01-04T09:05:00Z'))).toBe(false);
    expect(isSlotOffered(q, new Date('2027-01-04T09:30:00Z'))).toBe(false);
    expect(isSlotOffered(q, new Date('2027-01-04T10:20:00Z'))).toBe(false);
    expect(isSlotOffered(q, new Date('2027-01-04T08:20:00Z'))).toBe(false);
    expect(isSlotOffered(q, new Date('2027-01-04T12:00:00Z'))).toBe(false);
    expect(isSlotOffered(q, new Date('2027-02-15T09:00:00Z'))).toBe(false);
    expect(isSlotOffered(q, new Date('2027-01-04T09:00:00.001Z'))).toBe(false);
    expect(isSlotOffered(q, new Date('not a date'))).toBe(false);
  });

  // Deterministic pseudo-random cases: every start on a 5-minute grid must be offered
  // exactly when computeSlots lists it.
  it('agrees with computeSlots on many random cases, DST weeks included', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const zones = [
      'UTC',
      'America/New_York',
      'Europe/London',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
    ];
    const nows = [
      '2027-03-12T03:17:00Z',
      '2027-10-29T22:00:00Z',
      '2027-11-05T12:00:00Z',
      '2027-04-02T17:00:00Z',
    ];
    const times = [
      '00:00:00',
      '00:30:00',
      '01:00:00',
      '01:45:00',
      '02:00:00',
      '02:30:00',
      '03:00:00',
      '09:00:00',
      '09:15:00',
      '12:00:00',
      '17:00:00',
      '23:30:00',
    ];
    let offeredInAll = 0;
    for (let round = 0; round < 40; round += 1) {
      const now = new Date(pick(nows));
      const et = eventType({
        duration: pick([15, 30, 45, 60, 90]),
        bufferBefore: pick([0, 0, 5, 15]),
        bufferAfter: pick([0, 10, 30]),
        minBookingNotice: pick([0, 60, 600]),
        maxBookingsPerDay: pick([null, 1, 2]),
        maxBookingsPerWeek: pick([null, null, 3]),
        dateRangeStart: pick([null, null, now.toISOString().slice(0, 10)]),
        dateRangeEnd: null,
      });
      const availability: EngineAvailability[] = [];
      for (let day = 0; day < 7; day += 1) {
        for (let n = Math.floor(random() * 3); n > 0; n -= 1) {
          const [a, b] = [pick(times), pick(times)].sort();
          if (a !== b)
            availability.push(row(day, a as string, b as string, pick([null, null, ET])));
        }
      }
      const bookings: EngineBooking[] = [];
      for (let n = 0; n < 25; n += 1) {
        const start = now.getTime() + Math.floor(random() * 14 * 96) * 15 * 60_000;
        const end = start + pick([15, 30, 60]) * 60_000;
        bookings.push(
          booking(new Date(start).toISOString(), new Date(end).toISOString(), {
            before: pick([0, 10]),
            after: pick([0, 20]),
            eventTypeId: pick([ET, OTHER_ET]),
          }),
        );
      }
      const firstDay = Math.floor(now.getTime() / 86_400_000);
      const dateOverrides = Array.from({ length: Math.floor(random() * 4) }, () => {
        const start = firstDay + Math.floor(random() * 14);
        const [a, b] = [pick(times), pick(times)].sort();
        return {
          eventTypeId: pick([null, ET, OTHER_ET]),
          startDate: new Date(start * 86_400_000).toISOString().slice(0, 10),
          endDate: new Date((start + pick([0, 0, 2])) * 86_400_000).toISOString().slice(0, 10),
          windows:
            a !== b && random() < 0.5 ? [{ startTime: a as string, endTime: b as string }] : [],
        };
      });
      const q = query({
        eventType: et,
        availability,
        dateOverrides,
        bookings,
        now,
        hostTimeZone: pick(zones),
      });
      const offered = new Set(computeSlots(q).map((slot) => slot.start.getTime()));
      offeredInAll += offered.size;
      for (
        let t = now.getTime() - (now.getTime() % 300_000);
        t < now.getTime() + 14 * 86_400_000;
        t += 300_000
      ) {
        if (isSlotOffered(q, new Date(t)) !== offered.has(t)) {
          throw new Error(`round ${round}: ${new Date(t).toISOString()} in ${q.hostTimeZone}`);
        }
      }
    }
    expect(offeredInAll).toBeGreaterThan(500);
  });
});
