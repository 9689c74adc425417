// PUT /scheduling/availability/quick-setup: the chosen set becomes one window on each
// chosen day. Deleting the old rows and inserting the new ones is one transaction, so
// the booking page never sees a half-written week.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AvailabilitySlot, ZQuickSetup } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { publishChange } from '../../../platform/events/publish';
import { checkAvailabilitySet, toAvailabilityView } from './availability-view';
import { seedDefaultAvailability } from './seed-default-availability';

export async function quickSetupAvailability(
  db: Kysely<DB>,
  userId: string,
  setup: z.output<typeof ZQuickSetup>,
): Promise<AvailabilitySlot[]> {
  return db.transaction().execute(async (trx) => {
    await checkAvailabilitySet(trx, userId, setup.eventTypeId);
    // Marks the default as written, so it never comes back over the chosen week.
    await seedDefaultAvailability(trx, userId);
    let remove = trx.deleteFrom('scheduling_availability').where('userId', '=', userId);
    remove =
      setup.eventTypeId === null
        ? remove.where('eventTypeId', 'is', null)
        : remove.where('eventTypeId', '=', setup.eventTypeId);
    const removed = await remove.returning('id').execute();
    const rows = await trx
      .insertInto('scheduling_availability')
      .values(
        setup.days.map((dayOfWeek) => ({
          userId,
          eventTypeId: setup.eventTypeId,
          dayOfWeek,
          startTime: setup.startTime,
          endTime: setup.endTime,
        })),
      )
      .returningAll()
      .execute();
    for (const row of removed) {
      await publishChange(trx, userId, {
        entity: 'scheduling_availability',
        op: 'delete',
        id: row.id,
      });
    }
    for (const row of rows) {
      await publishChange(trx, userId, {
        entity: 'scheduling_availability',
        op: 'insert',
        id: row.id,
      });
    }
    return rows.map(toAvailabilityView).sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  });
}
