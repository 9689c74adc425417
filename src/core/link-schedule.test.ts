import { describe, expect, it } from 'vitest';
import {
  instantToLocalDateTime,
  localDateTimeToInstant,
  nextScheduleChange,
  scheduleStateAt,
} from './link-schedule';

describe('link schedule', () => {
  it('reads a typed wall time in the owner zone, across a clock change, and back', () => {
    // Berlin is UTC+1 in winter and UTC+2 in summer.
    expect(localDateTimeToInstant('2026-01-15T10:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(localDateTimeToInstant('2026-07-15T10:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
    expect(instantToLocalDateTime('2026-07-15T08:00:00.000Z', 'Europe/Berlin')).toBe(
      '2026-07-15T10:00',
    );
    expect(instantToLocalDateTime('2026-01-01T02:30:00.000Z', 'America/New_York')).toBe(
      '2025-12-31T21:30',
    );
    expect(localDateTimeToInstant('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(localDateTimeToInstant('tomorrow', 'UTC')).toBeNull();
  });

  it('shows from the start up to (not at) the end, and finds the next boundary', () => {
    const link = { showFrom: new Date(1000), showUntil: new Date(2000) };
    expect(scheduleStateAt(link, 999)).toBe('scheduled');
    expect(scheduleStateAt(link, 1000)).toBe('shown');
    expect(scheduleStateAt(link, 1999)).toBe('shown');
    expect(scheduleStateAt(link, 2000)).toBe('expired');
    expect(scheduleStateAt({ showFrom: null, showUntil: null }, 0)).toBe('shown');
    const open = { showFrom: null, showUntil: null };
    expect(nextScheduleChange([open, link, { showFrom: new Date(1500), showUntil: null }], 0)).toBe(
      1000,
    );
    expect(nextScheduleChange([link], 1000)).toBe(2000);
    expect(nextScheduleChange([link, open], 2000)).toBeNull();
  });
});
