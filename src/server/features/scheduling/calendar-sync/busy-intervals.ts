// Busy times out of iCalendar data (RFC 5545) with ical.js: plain events, recurring ones
// (RRULE/RDATE less EXDATE, each RECURRENCE-ID override moving or cancelling its one
// occurrence), all-day events (busy the whole host-local day), and what does not block:
// TRANSP:TRANSPARENT ("free") and STATUS:CANCELLED. Times with a TZID the data does not
// define fall back to the IANA zone of that name, floating times to the host's zone.
import ICAL from 'ical.js';
import { DAY_MS, zonedToInstant } from '../../../../core/scheduling/zoned-time';
import { parseTimeZone } from '../../../../core/time-zone';

export type BusyInterval = { start: number; end: number };

/** A recurring event yields at most this many occurrences per sync (a daily event of years). */
const MAX_OCCURRENCES = 5000;

export class MalformedCalendarError extends Error {}

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

function instantOf(time: IcalTime, hostZone: string, tzidOfEvent?: string): number {
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && !time.isDate) {
    if (zone === ICAL.Timezone.utcTimezone || zone.tzid === 'UTC' || zone.component) {
      return time.toUnixTime() * 1000;
    }
  }
  // Occurrences of a series lose the TZID string when the data defines no VTIMEZONE.
  const tzid = (time as unknown as { timezone?: string }).timezone ?? tzidOfEvent;
  const named = tzid ? parseTimeZone(tzid) : undefined;
  const day = Date.UTC(time.year, time.month - 1, time.day) / DAY_MS;
  const wall = time.isDate ? 0 : ((time.hour * 60 + time.minute) * 60 + time.second) * 1000;
  return zonedToInstant(named ?? hostZone, day, wall).instant;
}

function tzidOf(event: IcalEvent, name: 'dtstart' | 'dtend'): string | undefined {
  const value = event.component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
}

function blocks(event: IcalEvent): boolean {
  const component = event.component;
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transp !== 'TRANSPARENT' && status !== 'CANCELLED';
}

function endOf(event: IcalEvent, start: IcalTime): IcalTime {
  if (event.component.hasProperty('dtend') || event.component.hasProperty('duration')) {
    return event.endDate;
  }
  // No end: a date lasts its day, a date-time is an instant (RFC 5545 §3.6.1).
  const end = start.clone();
  if (start.isDate) end.adjust(1, 0, 0, 0);
  return end;
}

/**
 * The busy intervals of one calendar object's events that overlap [from, to), in epoch
 * milliseconds. Throws MalformedCalendarError when the text is not iCalendar.
 */
export function busyIntervalsOf(
  ics: string,
  from: number,
  to: number,
  hostZone: string,
): BusyInterval[] {
  let root: InstanceType<typeof ICAL.Component>;
  try {
    root = new ICAL.Component(ICAL.parse(ics));
  } catch (error) {
    throw new MalformedCalendarError(error instanceof Error ? error.message : String(error));
  }
  if (root.name !== 'vcalendar') throw new MalformedCalendarError(`not a VCALENDAR: ${root.name}`);
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const tzid = String(zone.getFirstPropertyValue('tzid') ?? '');
    if (tzid && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone);
  }
  // The master of each UID, and its overrides.
  const masters = new Map<string, IcalEvent>();
  const overrides: InstanceType<typeof ICAL.Component>[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    if (component.hasProperty('recurrence-id')) overrides.push(component);
    else
      masters.set(String(component.getFirstPropertyValue('uid') ?? ''), new ICAL.Event(component));
  }
  const intervals: BusyInterval[] = [];
  const add = (event: IcalEvent, start: IcalTime, end: IcalTime) => {
    if (!blocks(event)) return;
    const tzid = tzidOf(event, 'dtstart');
    const interval = {
      start: instantOf(start, hostZone, tzid),
      end: instantOf(end, hostZone, tzidOf(event, 'dtend') ?? tzid),
    };
    if (interval.end > from && interval.start < to && interval.end > interval.start) {
      intervals.push(interval);
    }
  };
  for (const override of overrides) {
    const master = masters.get(String(override.getFirstPropertyValue('uid') ?? ''));
    if (master) master.relateException(override);
    else {
      // An override without its series (a server may send only the changed one).
      const event = new ICAL.Event(override);
      add(event, event.startDate, endOf(event, event.startDate));
    }
  }
  for (const event of masters.values()) {
    if (!event.component.hasProperty('dtstart')) continue;
    if (!event.isRecurring()) {
      add(event, event.startDate, endOf(event, event.startDate));
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0; count < MAX_OCCURRENCES; count += 1) {
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      if (instantOf(details.startDate, hostZone, tzidOf(event, 'dtstart')) >= to) break;
      add(details.item, details.startDate, details.endDate);
    }
  }
  return intervals;
}

/** "start,end;start,end" (epoch ms), sorted and merged: what the busy cache stores. */
export function packIntervals(intervals: BusyInterval[]): string {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged.map((interval) => `${interval.start},${interval.end}`).join(';');
}

export function unpackIntervals(packed: string): BusyInterval[] {
  if (!packed) return [];
  return packed.split(';').map((entry) => {
    const [start, end] = entry.split(',');
    return { start: Number(start), end: Number(end) };
  });
}
