// The calendar file (RFC 5545) that goes with every booking mail. Times are written
// in UTC, so no VTIMEZONE is needed; the UID stays the same for the booking's whole
// life and SEQUENCE rises with each change, so calendar programs update (or remove)
// the event they already have instead of adding another.

export type IcsMethod = 'REQUEST' | 'CANCEL';
export type IcsStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export type IcsPerson = { name: string; email: string };

export type IcsEvent = {
  uid: string;
  sequence: number;
  method: IcsMethod;
  status: IcsStatus;
  start: Date;
  end: Date;
  /** When this version of the event was written. */
  stamp: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  organizer: IcsPerson;
  attendee: IcsPerson & { partStat: 'ACCEPTED' | 'NEEDS-ACTION' | 'DECLINED' };
};

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** The stable UID of a booking's event: its id at the host of the public address. */
export function bookingUid(bookingId: string, publicUrl: string): string {
  return `${bookingId}@${new URL(publicUrl).hostname}`;
}

/** 2026-03-08T09:30:00.000Z -> 20260308T093000Z */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value such as CN: quoted, and since a quoted value cannot hold a quote
 * (RFC 5545 §3.1), quotes and control characters are dropped.
 */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** A mailto: URI; characters that would end the property line are dropped. */
function mailto(email: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return `mailto:${email.replace(/[\u0000-\u001f\u007f]/g, '')}`;
}

/**
 * Folds one content line at 75 octets: continuation lines start with a space. A
 * multi-byte UTF-8 character is never split between two lines.
 */
export function foldIcsLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  // The first line holds 75 octets; each continuation holds 74 after its space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = Buffer.byteLength(char, 'utf8');
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function renderIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Scale//Scheduling//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    // URL is a URI value (§3.8.4.6), not TEXT: no escaping, but nothing may end the line.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    ...(event.url ? [`URL:${event.url.replace(/[\u0000-\u001f\u007f\s]/g, '')}`] : []),
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${event.attendee.partStat};RSVP=FALSE:${mailto(event.attendee.email)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** Undoes folding and splits into content lines (for tests and readers of the file). */
export function unfoldIcs(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}
