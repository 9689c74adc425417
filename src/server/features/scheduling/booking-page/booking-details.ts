// GET /public/bookings/:token: the summary the cancel and confirmation pages show, with
// what the invitee may do next — reschedule while the booking is live and upcoming, add
// it to a calendar (the mail's own Google and Outlook links, and the .ics file).
import type { Kysely } from 'kysely';
import type { PublicBookingDetails } from '../../../../core/scheduling/reschedule-schemas';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { inviteeCalendarFile, inviteeCalendarLinks } from '../bookings/booking-mail-content';
import { loadBookingForMail } from '../bookings/booking-mails';
import { findBookingByToken } from './booking-by-token';

export async function bookingDetailsByToken(
  db: Kysely<DB>,
  token: string,
  publicUrl: string,
  now = new Date(),
): Promise<PublicBookingDetails> {
  const { id, summary } = await findBookingByToken(db, token);
  const isLive = summary.status !== 'canceled';
  const loaded = isLive ? await loadBookingForMail(db, id) : undefined;
  const canMove = isLive && summary.bookingPath !== null && new Date(summary.startTime) > now;
  const tokenPath = encodeURIComponent(token);
  return {
    ...summary,
    reschedulePath: canMove ? `/schedule/reschedule/${tokenPath}` : null,
    calendar: loaded
      ? {
          ...inviteeCalendarLinks(loaded.booking, publicUrl),
          icsPath: `/api/v1/public/bookings/${tokenPath}/invite.ics`,
        }
      : null,
  };
}

/** GET /public/bookings/:token/invite.ics: the booking's calendar file as it stands now. */
export async function bookingIcsByToken(
  db: Kysely<DB>,
  token: string,
  publicUrl: string,
): Promise<string> {
  const { id } = await findBookingByToken(db, token);
  const loaded = await loadBookingForMail(db, id);
  if (!loaded) throw notFound();
  return inviteeCalendarFile(loaded.booking, publicUrl).content;
}
