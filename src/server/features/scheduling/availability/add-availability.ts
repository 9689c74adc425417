// POST /scheduling/availability: one slot in the general set or an event type's override.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AvailabilitySlot, ZAvailabilitySlot } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { publishChange } from '../../../platform/events/publish';
import { checkAvailabilitySet, toAvailabilityView } from './availability-view';
import { seedDefaultAvailability } from './seed-default-availability';

export async function addAvailability(
  db: Kysely<DB>,
  userId: string,
  slot: z.output<typeof ZAvailabilitySlot>,
): Promise<AvailabilitySlot> {
  return db.transaction().execute(async (trx) => {
    await checkAvailabilitySet(trx, userId, slot.eventTypeId);
    // A slot added before the week was ever shown joins the default rather than replacing it.
    await seedDefaultAvailability(trx, userId);
    const row = await trx
      .insertInto('scheduling_availability')
      .values({ userId, ...slot })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishChange(trx, userId, {
      entity: 'scheduling_availability',
      op: 'insert',
      id: row.id,
    });
    return toAvailabilityView(row);
  });
}
