// GET /scheduling/availability?eventTypeId=<uuid|general>: one weekly set, by day then start.
import type { Kysely } from 'kysely';
import type { AvailabilitySlot } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { checkAvailabilitySet, toAvailabilityView } from './availability-view';
import { seedDefaultAvailability } from './seed-default-availability';

export async function listAvailability(
  db: Kysely<DB>,
  userId: string,
  eventTypeId: string | null,
): Promise<AvailabilitySlot[]> {
  await checkAvailabilitySet(db, userId, eventTypeId);
  await seedDefaultAvailability(db, userId);
  let query = db.selectFrom('scheduling_availability').selectAll().where('userId', '=', userId);
  query =
    eventTypeId === null
      ? query.where('eventTypeId', 'is', null)
      : query.where('eventTypeId', '=', eventTypeId);
  const rows = await query.orderBy('dayOfWeek').orderBy('startTime').orderBy('id').execute();
  return rows.map(toAvailabilityView);
}
