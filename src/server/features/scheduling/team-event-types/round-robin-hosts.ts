// Round robin among a team event type's free hosts (decision 063), shared by a new team
// booking and a round-robin reschedule that must leave its busy host (decision 073): the
// lowest count of this event type's live bookings per weight, then least recently booked
// (core/round-robin.ts). Callers hold the event type's team lock, so the counts are exact.
import { type Kysely, sql } from 'kysely';
import { pickRoundRobin, type RoundRobinCandidate } from '../../../../core/round-robin';
import type { DB } from '../../../db/types';
import { isOverlapViolation, slotTakenError } from '../booking-page/create-public-booking';
import type { TeamHostRow } from './public-team-event-type';

/** Serialises the team bookings and moves of one event type until the transaction ends. */
export async function lockTeamEventType(trx: Kysely<DB>, eventTypeId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('scheduling_team'), hashtext(${eventTypeId}))`.execute(
    trx,
  );
}

export async function roundRobinCandidates(
  trx: Kysely<DB>,
  eventTypeId: string,
  hosts: readonly TeamHostRow[],
): Promise<RoundRobinCandidate[]> {
  if (hosts.length === 0) return [];
  const stats = await trx
    .selectFrom('scheduling_bookings')
    .select(['userId'])
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.max<Date>('createdAt').as('lastAssignedAt'),
    ])
    .where('eventTypeId', '=', eventTypeId)
    .where('status', '!=', 'canceled')
    .where(
      'userId',
      'in',
      hosts.map((host) => host.userId),
    )
    .groupBy('userId')
    .execute();
  return hosts.map((host) => {
    const seen = stats.find((row) => row.userId === host.userId);
    return {
      id: host.userId,
      weight: host.weight,
      count: Number(seen?.count ?? 0),
      lastAssignedAt: seen?.lastAssignedAt ? new Date(seen.lastAssignedAt) : null,
    };
  });
}

/**
 * Writes with the candidate due next, in a savepoint: when the exclusion constraint refuses
 * (that host's own booking won a race), the next one due is tried; none left is "just taken".
 */
export async function writeWithNextHost<T>(
  trx: Kysely<DB>,
  candidates: readonly RoundRobinCandidate[],
  write: (hostId: string) => Promise<T>,
): Promise<T> {
  let left = [...candidates];
  for (;;) {
    const next = pickRoundRobin(left);
    if (!next) throw slotTakenError();
    await sql`SAVEPOINT team_host`.execute(trx);
    try {
      const written = await write(next.id);
      await sql`RELEASE SAVEPOINT team_host`.execute(trx);
      return written;
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      await sql`ROLLBACK TO SAVEPOINT team_host`.execute(trx);
      left = left.filter((candidate) => candidate.id !== next.id);
    }
  }
}
