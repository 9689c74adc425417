// The words of a booking reminder (decision 058): the invitee's mail, in the zone they
// booked in, with the location and the links to join, reschedule and cancel; and the
// host's copy, in the host's zone. Pure: remind-due-bookings.ts loads and queues.
import { describeOffset } from '../../../../core/scheduling/booking-reminders';
import type { OutgoingMail } from '../../../platform/mail/outbox';
import {
  type BookingForMail,
  cancelLink,
  compose,
  formatBookingTime,
  meetingLines,
  meetingTitle,
  rescheduleLink,
} from '../bookings/booking-mail-content';

export type ReminderMail = Omit<OutgoingMail, 'to'>;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function joinLink(booking: BookingForMail) {
  const url = booking.eventType?.meetingUrl;
  return url ? [{ label: 'Join the meeting', url }] : [];
}

export function inviteeReminderMail(
  booking: BookingForMail,
  options: { publicUrl: string; timeZone: string; offsetMinutes: number },
): ReminderMail {
  const title = oneLine(meetingTitle(booking));
  return compose({
    subject: `Reminder: ${title} starts in ${describeOffset(options.offsetMinutes)}`,
    intro: `Hi ${booking.inviteeName}, this is a reminder of your meeting with ${booking.host.name}.`,
    details: meetingLines(booking, options.timeZone),
    links: [
      ...joinLink(booking),
      { label: 'Reschedule', url: rescheduleLink(booking, options.publicUrl) },
      { label: 'Cancel', url: cancelLink(booking, options.publicUrl) },
    ],
    footnote: `You get this because you booked ${booking.eventType?.name ?? 'a meeting'} with ${booking.host.name}.`,
  });
}

export function hostReminderMail(
  booking: BookingForMail,
  options: { publicUrl: string; offsetMinutes: number },
): ReminderMail {
  const what = booking.eventType?.name ?? 'Meeting';
  const where = booking.eventType?.location;
  return compose({
    subject: oneLine(
      `Reminder: ${booking.inviteeName} – ${what} starts in ${describeOffset(options.offsetMinutes)}`,
    ),
    intro: `A reminder of your meeting with ${booking.inviteeName}.`,
    details: [
      ['What', what],
      ['When', formatBookingTime(booking.startTime, booking.endTime, booking.host.timeZone)],
      ['With', `${booking.inviteeName} <${booking.inviteeEmail}>`],
      ...(booking.inviteePhone ? [['Phone', booking.inviteePhone] as [string, string]] : []),
      ...(where ? [['Where', where] as [string, string]] : []),
    ],
    links: [
      ...joinLink(booking),
      { label: 'Open your bookings', url: `${options.publicUrl}/scheduling` },
    ],
    footnote: 'You get this copy because this event type sends reminders to its host.',
  });
}
