// The invitee's view of their booking, reached by the unguessable token of the cancel
// link: GET /public/bookings/:token (the cancel page) and the cancel itself.
import type { Kysely } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import { hostDisplayName } from '../../../../core/scheduling/host-display-name';
import type { PublicBookingSummary } from '../../../../core/scheduling-schemas';
import { teamBookingPath } from '../../../../core/team-event-type-schemas';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { teamWorkspaceSlugs } from '../../../platform/access/team-workspaces';
import { bookingLocation } from '../bookings/booking-location';
import { friendlySchedulePath } from './host-segment';

/** The summary the cancel page shows, and what the cancel needs to know besides. */
export type BookingByToken = { summary: PublicBookingSummary; id: string; hostId: string };

/** base64url of 24 random bytes is 32 characters; anything unlike a token is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

export function isTokenShaped(token: string): boolean {
  return TOKEN.test(token);
}

export async function findBookingByToken(db: Kysely<DB>, token: string): Promise<BookingByToken> {
  if (!isTokenShaped(token)) throw notFound(SCHEDULING_MESSAGES.bookingNotFound);
  const row = await db
    .selectFrom('scheduling_bookings as b')
    .innerJoin('profiles as p', 'p.userId', 'b.userId')
    .leftJoin('scheduling_event_types as e', 'e.id', 'b.eventTypeId')
    .select([
      'b.id',
      'b.startTime',
      'b.endTime',
      'b.status',
      'b.inviteeName',
      'b.cancellationReason',
      'b.canceledAt',
      'b.userId',
      'p.displayName',
      'p.username',
      'e.name as eventTypeName',
      'e.slug as eventTypeSlug',
      'e.duration as eventTypeDuration',
      'e.location as eventTypeLocation',
      'e.locationKind as eventTypeLocationKind',
      'b.inviteePhone',
      'b.meetingUrl',
      'e.isActive as eventTypeIsActive',
      'e.teamKind as eventTypeTeamKind',
      'e.workspaceId as eventTypeWorkspaceId',
    ])
    .where('b.cancelToken', '=', token)
    .executeTakeFirst();
  if (!row) throw notFound(SCHEDULING_MESSAGES.bookingNotFound);
  // A team event type is booked (and moved) on the team's page (decision 063).
  const teamSlug =
    row.eventTypeTeamKind && row.eventTypeWorkspaceId
      ? (await teamWorkspaceSlugs(db, [row.eventTypeWorkspaceId])).get(row.eventTypeWorkspaceId)
      : undefined;
  return {
    id: row.id,
    hostId: row.userId,
    summary: {
      host: { name: hostDisplayName(row.displayName) },
      eventType:
        row.eventTypeName !== null && row.eventTypeDuration !== null
          ? {
              name: row.eventTypeName,
              duration: row.eventTypeDuration,
              // As the mails say it: a Jitsi booking's own room, the invitee's number.
              ...bookingLocation({
                kind: row.eventTypeLocationKind ?? 'none',
                location: row.eventTypeLocation,
                inviteePhone: row.inviteePhone,
                meetingUrl: row.meetingUrl,
              }),
            }
          : null,
      bookingPath:
        row.eventTypeSlug && row.eventTypeIsActive
          ? teamSlug
            ? teamBookingPath(teamSlug, row.eventTypeSlug)
            : row.eventTypeTeamKind
              ? null
              : friendlySchedulePath(row.username, row.eventTypeSlug)
          : null,
      startTime: new Date(row.startTime).toISOString(),
      endTime: new Date(row.endTime).toISOString(),
      status: row.status,
      inviteeName: row.inviteeName,
      cancellationReason: row.cancellationReason,
      canceledAt: row.canceledAt ? new Date(row.canceledAt).toISOString() : null,
    },
  };
}
