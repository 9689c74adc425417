// The calendar file: what a calendar program relies on to add, update and remove the
// meeting (RFC 5545 line endings, folding, escaping, UID and SEQUENCE).
import { describe, expect, it } from 'vitest';
import {
  bookingUid,
  escapeIcsText,
  foldIcsLine,
  type IcsEvent,
  icsDateTime,
  renderIcs,
  unfoldIcs,
} from './ics';

const EVENT: IcsEvent = {
  uid: 'b7a1c2d3-0000-4000-8000-000000000001@scale.example',
  sequence: 0,
  method: 'REQUEST',
  status: 'CONFIRMED',
  start: new Date('2026-03-09T09:00:00Z'),
  end: new Date('2026-03-09T09:30:00Z'),
  stamp: new Date('2026-03-01T12:34:56.789Z'),
  summary: 'Intro call with Ada',
  description: 'Line one\nLine two',
  location: 'Room 1, Floor 2; Building A',
  organizer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  attendee: { name: 'Bob "B" Smith', email: 'bob@example.com', partStat: 'ACCEPTED' },
};

describe('renderIcs', () => {
  it('writes a VCALENDAR with CRLF line endings and UTC times', () => {
    const ics = renderIcs(EVENT);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfoldIcs(ics);
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('DTSTART:20260309T090000Z');
    expect(lines).toContain('DTEND:20260309T093000Z');
    expect(lines).toContain('DTSTAMP:20260301T123456Z');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain(`UID:${EVENT.uid}`);
  });

  it('escapes text values and names the organizer and the attendee', () => {
    const lines = unfoldIcs(renderIcs(EVENT));
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('LOCATION:Room 1\\, Floor 2\\; Building A');
    expect(lines).toContain('ORGANIZER;CN="Ada Lovelace":mailto:ada@example.com');
    // A quote cannot appear inside a quoted parameter value: it is dropped.
    expect(lines.find((line) => line.startsWith('ATTENDEE'))).toBe(
      'ATTENDEE;CN="Bob B Smith";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:bob@example.com',
    );
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED and the same UID', () => {
    const ics = renderIcs({ ...EVENT, method: 'CANCEL', status: 'CANCELLED', sequence: 2 });
    const lines = unfoldIcs(ics);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain(`UID:${EVENT.uid}`);
  });

  it('keeps every physical line within 75 octets, also with long multi-byte text', () => {
    const summary = `Réunion 会議 ${'ü'.repeat(80)} ${'x'.repeat(200)}`;
    const ics = renderIcs({ ...EVENT, summary });
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(unfoldIcs(ics)).toContain(`SUMMARY:${summary}`);
  });
});

describe('the pieces', () => {
  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('folds at 75 octets, continuation lines starting with one space', () => {
    const line = `SUMMARY:${'a'.repeat(150)}`;
    const folded = foldIcsLine(line).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((part) => part.startsWith(' ') && part.length <= 75)).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('SHORT:line')).toBe('SHORT:line');
  });

  it('never splits a multi-byte character', () => {
    const line = `X:${'€'.repeat(60)}`;
    const parts = foldIcsLine(line).split('\r\n');
    for (const part of parts) expect(part).not.toContain('\uFFFD');
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('makes a stable UID from the booking id and the public host', () => {
    expect(bookingUid('abc', 'https://scale.example:8443/base')).toBe('abc@scale.example');
    expect(icsDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
