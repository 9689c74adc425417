// PATCH /scheduling/availability/:id: day or times of one slot; it stays in its set.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type {
  AvailabilitySlot,
  ZAvailabilitySlotUpdate,
} from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import { publishChange } from '../../../platform/events/publish';
import { toAvailabilityView } from './availability-view';
import { findOwnAvailability } from './find-own-availability';

export async function updateAvailability(
  db: Kysely<DB>,
  userId: string,
  slotId: string,
  changes: z.output<typeof ZAvailabilitySlotUpdate>,
): Promise<AvailabilitySlot> {
  return db.transaction().execute(async (trx) => {
    const stored = await findOwnAvailability(trx, userId, slotId);
    const next = {
      dayOfWeek: changes.dayOfWeek ?? stored.dayOfWeek,
      startTime: changes.startTime ?? stored.startTime,
      endTime: changes.endTime ?? stored.endTime,
    };
    if (next.endTime <= next.startTime) {
      throw badRequest(SCHEDULING_MESSAGES.endTimeAfterStart, {
        endTime: SCHEDULING_MESSAGES.endTimeAfterStart,
      });
    }
    const row = await trx
      .updateTable('scheduling_availability')
      .set(next)
      .where('id', '=', stored.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishChange(trx, userId, {
      entity: 'scheduling_availability',
      op: 'update',
      id: row.id,
    });
    return toAvailabilityView(row);
  });
}
