// A round-robin booking moved to a new time (issue 22, decision 073), as Cal.com does it:
// the reschedule page offers a time when ANY host of the event type is free; the booking
// keeps its host when that host is free then, and otherwise goes to the free host due next
// by the round-robin rule. The exclusion constraint on the booking's blocked range still
// decides a race: a host who lost it is skipped for the next one due, none left is
// "just taken". Runs in the move's transaction, under the event type's team lock.
import type { Kysely } from 'kysely';
import { isSlotOffered } from '../../../../core/scheduling/slot-engine';
import type { DB } from '../../../db/types';
import { slotNotOfferedError, slotTakenError } from '../booking-page/create-public-booking';
import type { EventTypeRow } from '../event-types/event-type-view';
import { activeTeamHosts } from './public-team-event-type';
import { lockTeamEventType, roundRobinCandidates, writeWithNextHost } from './round-robin-hosts';
import { loadTeamSlotQueries } from './team-slot-queries';

export type RoundRobinMove = { kind: 'keep' } | { kind: 'handed_over'; hostId: string };

/**
 * Decides who hosts the moved booking. 'keep': the booked host is free at `start` (the
 * caller moves the row as for any booking). 'handed_over': the row was already moved to
 * the free host due next (`write` is the update, given that host).
 */
export async function moveRoundRobinBooking(
  trx: Kysely<DB>,
  eventType: EventTypeRow,
  booking: { id: string; hostId: string; previous: { start: Date; end: Date } },
  move: { start: Date; end: Date; now: Date },
  write: (hostId: string) => Promise<void>,
): Promise<RoundRobinMove> {
  await lockTeamEventType(trx, eventType.id);
  const hosts = await activeTeamHosts(trx, eventType.workspaceId, eventType.id);
  const queries = await loadTeamSlotQueries(trx, eventType, hosts, {
    now: move.now,
    spanStart: move.start,
    spanEnd: move.end,
  });
  // The booking being moved does not stand in its own host's way (a move by a few minutes).
  for (const { host, query } of queries) {
    if (host.userId !== booking.hostId) continue;
    query.bookings = query.bookings.filter(
      (b) =>
        !(
          b.eventTypeId === eventType.id &&
          b.start.getTime() === booking.previous.start.getTime() &&
          b.end.getTime() === booking.previous.end.getTime()
        ),
    );
  }
  const own = queries.find(({ host }) => host.userId === booking.hostId);
  if (own && isSlotOffered(own.query, move.start)) return { kind: 'keep' };

  const free = queries.filter(
    ({ host, query }) => host.userId !== booking.hostId && isSlotOffered(query, move.start),
  );
  if (free.length === 0) {
    const offeredWhenFree = queries.some(({ query }) =>
      isSlotOffered({ ...query, bookings: [], busy: [] }, move.start),
    );
    throw offeredWhenFree ? slotTakenError() : slotNotOfferedError();
  }
  const candidates = await roundRobinCandidates(
    trx,
    eventType.id,
    free.map(({ host }) => host),
  );
  const hostId = await writeWithNextHost(trx, candidates, async (candidate) => {
    await write(candidate);
    return candidate;
  });
  return { kind: 'handed_over', hostId };
}
