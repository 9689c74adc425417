// POST /scheduling/availability: one slot in the caller's general hours or an event
// type's override (which they must be allowed to change); not overlapping another
// window of that day in the set.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AvailabilitySlot, ZAvailabilitySlot } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { resolveAvailabilitySet } from './availability-set';
import { toAvailabilityView } from './availability-view';
import { seedDefaultAvailability } from './seed-default-availability';
import { assertNoWindowOverlap } from './window-overlap';

export async function addAvailability(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  slot: z.output<typeof ZAvailabilitySlot>,
): Promise<AvailabilitySlot> {
  return db.transaction().execute(async (trx) => {
    const set = await resolveAvailabilitySet(trx, access, slot.eventTypeId, 'edit');
    // A slot added before the week was ever shown joins the default rather than replacing it.
    await seedDefaultAvailability(trx, access.userId);
    await assertNoWindowOverlap(trx, set, slot);
    const row = await trx
      .insertInto('scheduling_availability')
      .values({
        ...slot,
        workspaceId: set.workspaceId,
        userId: set.userId,
        createdBy: access.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishSchedulingChange(trx, row, 'scheduling_availability', 'insert', row.id);
    return toAvailabilityView(row);
  });
}
