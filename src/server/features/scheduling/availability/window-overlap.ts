// Two windows of one weekday in one set may not overlap (issue 21): both would offer
// slots, and an overlap is almost always a typing slip. Touching windows (09:00–12:00
// and 12:00–17:00) are fine. Checked under a lock on the set, so two requests cannot
// each add one half of an overlap.
import { type Kysely, sql } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export type WindowSet = { userId: string; eventTypeId: string | null };

/** Serialises changes to one set's windows (or its date overrides) until commit. */
export async function lockSet(trx: Kysely<DB>, kind: string, set: WindowSet): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${kind}), hashtext(${`${set.userId}:${set.eventTypeId ?? 'general'}`}))`.execute(
    trx,
  );
}

export async function assertNoWindowOverlap(
  trx: Kysely<DB>,
  set: WindowSet,
  window: { dayOfWeek: number; startTime: string; endTime: string },
  exceptId?: string,
): Promise<void> {
  await lockSet(trx, 'scheduling_availability', set);
  let query = trx
    .selectFrom('scheduling_availability')
    .select(['startTime', 'endTime'])
    .where('userId', '=', set.userId)
    .where('dayOfWeek', '=', window.dayOfWeek)
    .where('startTime', '<', window.endTime)
    .where('endTime', '>', window.startTime)
    .orderBy('startTime')
    .limit(1);
  query =
    set.eventTypeId === null
      ? query.where('eventTypeId', 'is', null)
      : query.where('eventTypeId', '=', set.eventTypeId);
  if (exceptId) query = query.where('id', '<>', exceptId);
  const clash = await query.executeTakeFirst();
  if (clash) {
    const message = SCHEDULING_MESSAGES.windowsOverlap(
      DAY_NAMES[window.dayOfWeek] ?? '',
      clash.startTime.slice(0, 5),
      clash.endTime.slice(0, 5),
    );
    throw badRequest(message, { startTime: message });
  }
}
