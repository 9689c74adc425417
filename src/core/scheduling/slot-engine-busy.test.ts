// Calendar busy times (calendar sync) as the engine's separate input: they remove the
// slots they overlap, buffers included, as a booking would, and never count as bookings.
import { describe, expect, it } from 'vitest';
import { computeSlots, isSlotOffered, type SlotQuery } from './slot-engine';

// Monday 2027-01-04, midnight UTC.
const NOW = new Date('2027-01-04T00:00:00Z');

function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    eventType: {
      id: 'et',
      duration: 30,
      bufferBefore: 0,
      bufferAfter: 0,
      minBookingNotice: 0,
      maxBookingsPerDay: 1,
      dateRangeStart: null,
      dateRangeEnd: null,
    },
    availability: [{ eventTypeId: null, dayOfWeek: 1, startTime: '09:00:00', endTime: '11:00:00' }],
    bookings: [],
    hostTimeZone: 'UTC',
    now: NOW,
    to: new Date('2027-01-05T00:00:00Z'),
    ...overrides,
  };
}

const starts = (q: SlotQuery) =>
  computeSlots(q).map((slot) => slot.start.toISOString().slice(11, 16));
const busy = (start: string, end: string) => ({
  start: new Date(`2027-01-04T${start}:00Z`),
  end: new Date(`2027-01-04T${end}:00Z`),
});

describe('calendar busy times in the slot engine', () => {
  it('removes the slots a busy time overlaps (half-open), and refuses them one by one', () => {
    const q = query({ busy: [busy('09:15', '10:00')] });
    expect(starts(q)).toEqual(['10:00', '10:30']);
    expect(isSlotOffered(q, new Date('2027-01-04T09:30:00Z'))).toBe(false);
    expect(isSlotOffered(q, new Date('2027-01-04T10:00:00Z'))).toBe(true);
  });

  it('keeps buffers away from busy times', () => {
    const q = query({
      eventType: { ...query().eventType, bufferAfter: 15, maxBookingsPerDay: null },
      busy: [busy('10:00', '10:30')],
    });
    // Starts step by 45 minutes; 09:45 meets the busy time at 10:00 (its end 10:15 + 15).
    expect(starts(q)).toEqual(['09:00', '10:30']);
  });

  it('does not count busy times toward the limit per day', () => {
    expect(starts(query({ busy: [busy('09:00', '09:30')] }))).toEqual(['09:30', '10:00', '10:30']);
  });

  it('answers as before without busy times', () => {
    expect(starts(query())).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(starts(query({ busy: [] }))).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });
});
