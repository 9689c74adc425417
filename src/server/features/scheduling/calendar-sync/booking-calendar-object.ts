// The booking as an event in the host's own calendar: the booking's UID (the same as in
// the mails' .ics, so a calendar app that also imported the invitation sees one event),
// its times in UTC, TENTATIVE while pending. No METHOD (RFC 4791 §4.1: a stored object
// carries none) and no ORGANIZER/ATTENDEE, so a server with implicit scheduling (RFC
// 6638) sends the invitee no second invitation — the booking mails already do.
import { bookingUid, escapeIcsText, foldIcsLine, icsDateTime } from '../bookings/ics';

export type BookingForCalendar = {
  id: string;
  startTime: Date;
  endTime: Date;
  status: 'pending' | 'confirmed' | 'canceled';
  icsSequence: number;
  inviteeName: string;
  inviteeEmail: string;
  inviteePhone: string | null;
  notes: string | null;
  eventTypeName: string | null;
  location: string | null;
};

export function bookingCalendarObject(
  booking: BookingForCalendar,
  publicUrl: string,
  stamp = new Date(),
): string {
  const description = [
    `Invitee: ${booking.inviteeName} <${booking.inviteeEmail}>`,
    booking.inviteePhone ? `Phone: ${booking.inviteePhone}` : null,
    booking.notes ? `Notes: ${booking.notes}` : null,
    `Booked with Scale: ${publicUrl}/scheduling?section=bookings`,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Scale//Calendar sync//EN',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(bookingUid(booking.id, publicUrl))}`,
    `SEQUENCE:${booking.icsSequence}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART:${icsDateTime(booking.startTime)}`,
    `DTEND:${icsDateTime(booking.endTime)}`,
    `SUMMARY:${escapeIcsText(`${booking.eventTypeName ?? 'Meeting'} with ${booking.inviteeName}`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    ...(booking.location ? [`LOCATION:${escapeIcsText(booking.location)}`] : []),
    `STATUS:${booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
