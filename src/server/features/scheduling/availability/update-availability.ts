// PATCH /scheduling/availability/:id: day or times of one slot; it stays in its set and
// may not overlap another window of its day there.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type {
  AvailabilitySlot,
  ZAvailabilitySlotUpdate,
} from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { toAvailabilityView } from './availability-view';
import { findEditableAvailability } from './find-availability';
import { assertNoWindowOverlap } from './window-overlap';

export async function updateAvailability(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  slotId: string,
  changes: z.output<typeof ZAvailabilitySlotUpdate>,
): Promise<AvailabilitySlot> {
  return db.transaction().execute(async (trx) => {
    const stored = await findEditableAvailability(trx, access, slotId);
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
    await assertNoWindowOverlap(trx, stored, next, stored.id);
    const row = await trx
      .updateTable('scheduling_availability')
      .set(next)
      .where('id', '=', stored.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishSchedulingChange(trx, row, 'scheduling_availability', 'update', row.id);
    return toAvailabilityView(row);
  });
}
