// GET /public/team/:orgSlug/:slug/slots — a team event type's free starts (issue 22), with
// the same range rules as a person's (public-slots.ts). Round robin: a start at least one
// host offers. Collective: a start every host offers (all of them attend).
import type { Kysely } from 'kysely';
import { computeSlots, type Slot } from '../../../../core/scheduling/slot-engine';
import type { SlotsAnswer } from '../../../../core/scheduling-schemas';
import type { TeamKind } from '../../../../core/team-event-type-schemas';
import { parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import { isTokenShaped } from '../booking-page/booking-by-token';
import { requestedSpan, type SlotsRequest } from '../booking-page/public-slots';
import type { LoadedTeamEventType } from './public-team-event-type';
import { loadTeamSlotQueries } from './team-slot-queries';

export async function listTeamSlots(
  db: Kysely<DB>,
  loaded: LoadedTeamEventType,
  request: SlotsRequest,
  now = new Date(),
): Promise<SlotsAnswer> {
  const zone = request.timeZone ? parseTimeZone(request.timeZone) : loaded.view.host.timeZone;
  if (!zone) throw badRequest('Unknown time zone', { timeZone: 'Unknown time zone' });
  const { from, to } = requestedSpan(request, zone, now);
  const queries = await loadTeamSlotQueries(db, loaded.row, loaded.hosts, {
    now,
    spanStart: from,
    spanEnd: to,
    from,
    to,
  });
  // The reschedule page (?reschedule=<token>): the booking being moved does not stand in
  // its hosts' way (decision 073). Any other token changes nothing, as for a person's page.
  const moving = request.reschedule
    ? await movingTeamBooking(db, request.reschedule, loaded.row.id)
    : undefined;
  if (moving) {
    for (const { host, query } of queries) {
      if (!moving.hostIds.includes(host.userId)) continue;
      query.bookings = query.bookings.filter(
        (b) =>
          !(
            b.eventTypeId === loaded.row.id &&
            b.start.getTime() === moving.start.getTime() &&
            b.end.getTime() === moving.end.getTime()
          ),
      );
    }
  }
  const perHost = queries.map(({ query }) => computeSlots(query));
  return {
    slots: combineSlots(loaded.kind, perHost).map((slot) => ({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
    })),
  };
}

/** Round robin: the union of the hosts' starts; collective: their intersection. */
export function combineSlots(kind: TeamKind, perHost: readonly Slot[][]): Slot[] {
  if (perHost.length === 0) return [];
  const needed = kind === 'collective' ? perHost.length : 1;
  // Every host's starts in one sorted run; a start offered by k hosts is k neighbours.
  const all = perHost.flat().map((slot) => ({ at: slot.start.getTime(), slot }));
  all.sort((a, b) => a.at - b.at);
  const combined: Slot[] = [];
  for (let i = 0; i < all.length; ) {
    const first = all[i] as (typeof all)[number];
    let j = i + 1;
    while (j < all.length && (all[j] as (typeof all)[number]).at === first.at) j += 1;
    if (j - i >= needed) combined.push(first.slot);
    i = j;
  }
  return combined;
}

/** The live booking of this event type the token moves, with every host it holds. */
async function movingTeamBooking(
  db: Kysely<DB>,
  token: string,
  eventTypeId: string,
): Promise<{ start: Date; end: Date; hostIds: string[] } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const row = await db
    .selectFrom('scheduling_bookings')
    .select(['id', 'userId', 'startTime', 'endTime'])
    .where('cancelToken', '=', token)
    .where('eventTypeId', '=', eventTypeId)
    .where('primaryBookingId', 'is', null)
    .where('status', 'in', ['pending', 'confirmed'])
    .executeTakeFirst();
  if (!row) return undefined;
  const followers = await db
    .selectFrom('scheduling_bookings')
    .select('userId')
    .where('primaryBookingId', '=', row.id)
    .execute();
  return {
    start: new Date(row.startTime),
    end: new Date(row.endTime),
    hostIds: [row.userId, ...followers.map((follower) => follower.userId)],
  };
}
