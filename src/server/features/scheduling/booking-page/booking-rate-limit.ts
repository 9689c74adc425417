// A visitor may make or cancel at most PUBLIC_BOOKING_LIMIT bookings per host per hour
// (generous for a person, a wall for a loop filling a calendar or a mailbox). Only
// actions that succeed are counted, so a crowd racing for one slot is answered 409,
// not 429. Counted in the database, so every server process sees the same count.
import { type Kysely, sql } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';

export const PUBLIC_BOOKING_LIMIT = 20;
const WINDOW = '1 hour';

export function tooManyBookingActions(): HttpError {
  return new HttpError('too_many_requests', SCHEDULING_MESSAGES.tooManyBookingActions);
}

async function recentActions(db: Kysely<DB>, userId: string, visitorKey: string): Promise<number> {
  const row = await db
    .selectFrom('public_booking_actions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('visitorKey', '=', visitorKey)
    .where('createdAt', '>', sql<Date>`now() - ${WINDOW}::interval`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The cheap early answer, before any work: throws 429 when the limit is reached. */
export async function assertUnderBookingLimit(
  db: Kysely<DB>,
  userId: string,
  visitorKey: string,
): Promise<void> {
  if ((await recentActions(db, userId, visitorKey)) >= PUBLIC_BOOKING_LIMIT) {
    throw tooManyBookingActions();
  }
}

/**
 * Counts one action inside its transaction, under a lock on this visitor and host so two
 * at once cannot both take the last place; throws 429 (rolling the action back) past it.
 */
export async function takeBookingAction(
  trx: Kysely<DB>,
  userId: string,
  visitorKey: string,
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('public_booking'), hashtext(${`${userId}:${visitorKey}`}))`.execute(
    trx,
  );
  if ((await recentActions(trx, userId, visitorKey)) >= PUBLIC_BOOKING_LIMIT) {
    throw tooManyBookingActions();
  }
  // Rows past the window are no use to anyone: each counted action clears them.
  await trx
    .deleteFrom('public_booking_actions')
    .where('createdAt', '<', sql<Date>`now() - ${WINDOW}::interval`)
    .execute();
  await trx.insertInto('public_booking_actions').values({ userId, visitorKey }).execute();
}
