// What the server checks of a date override beyond its schema: not in the past of the
// host's zone (a date that has passed changes nothing and is surely a slip), and no two
// overrides of one set on the same date (which one would count?). Both under the set's
// lock, so two requests cannot each add half of a clash.
import type { Kysely } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import { formatDate, localDayOf } from '../../../../core/scheduling/zoned-time';
import { parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import { lockSet, type WindowSet } from '../availability/window-overlap';

/** Today in the host's zone, 'YYYY-MM-DD'. */
export async function hostToday(db: Kysely<DB>, userId: string, now = new Date()): Promise<string> {
  const profile = await db
    .selectFrom('profiles')
    .select('timezone')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const zone = parseTimeZone(profile?.timezone) ?? 'UTC';
  return formatDate(localDayOf(zone, now.getTime()));
}

export async function checkDateOverride(
  trx: Kysely<DB>,
  set: WindowSet,
  dates: { startDate: string; endDate: string },
  /** An edit: the stored override (its own dates may have begun already). */
  stored?: { id: string; startDate: string },
  /** Today where the override counts: the host's zone unless it names its own (a team's). */
  today?: string,
): Promise<void> {
  await lockSet(trx, 'scheduling_date_overrides', set);
  today ??= await hostToday(trx, set.userId);
  const startMoved = !stored || stored.startDate !== dates.startDate;
  if (dates.endDate < today || (startMoved && dates.startDate < today)) {
    const message = SCHEDULING_MESSAGES.overrideInPast;
    throw badRequest(message, { startDate: message });
  }
  let query = trx
    .selectFrom('scheduling_date_overrides')
    .select(['startDate', 'endDate'])
    .where('userId', '=', set.userId)
    .where('startDate', '<=', dates.endDate)
    .where('endDate', '>=', dates.startDate)
    .orderBy('startDate')
    .limit(1);
  query =
    set.eventTypeId === null
      ? query.where('eventTypeId', 'is', null)
      : query.where('eventTypeId', '=', set.eventTypeId);
  if (stored) query = query.where('id', '<>', stored.id);
  const clash = await query.executeTakeFirst();
  if (clash) {
    const message = SCHEDULING_MESSAGES.overrideOverlaps(clash.startDate, clash.endDate);
    throw badRequest(message, { startDate: message });
  }
}
