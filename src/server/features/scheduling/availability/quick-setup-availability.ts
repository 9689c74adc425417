// PUT /scheduling/availability/quick-setup: the chosen set becomes one window on each
// chosen day. Deleting the old rows and inserting the new ones is one transaction, so
// the booking page never sees a half-written week. An event type's override needs the
// right to change that event type (404 unseen, 403 seen only).
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AvailabilitySlot, ZQuickSetup } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { resolveAvailabilitySet } from './availability-set';
import { toAvailabilityView } from './availability-view';
import { seedDefaultAvailability } from './seed-default-availability';

export async function quickSetupAvailability(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  setup: z.output<typeof ZQuickSetup>,
): Promise<AvailabilitySlot[]> {
  return db.transaction().execute(async (trx) => {
    const set = await resolveAvailabilitySet(trx, access, setup.eventTypeId, 'edit');
    // Marks the default as written, so it never comes back over the chosen week.
    await seedDefaultAvailability(trx, access.userId);
    const removed = await trx
      .deleteFrom('scheduling_availability')
      // The whole set goes: whoever may change the event type rewrites its override.
      .where(set.filter('view'))
      .returning(['id', 'workspaceId', 'userId', 'createdBy'])
      .execute();
    const rows = await trx
      .insertInto('scheduling_availability')
      .values(
        setup.days.map((dayOfWeek) => ({
          workspaceId: set.workspaceId,
          userId: set.userId,
          createdBy: access.userId,
          eventTypeId: setup.eventTypeId,
          dayOfWeek,
          startTime: setup.startTime,
          endTime: setup.endTime,
        })),
      )
      .returningAll()
      .execute();
    for (const row of removed) {
      await publishSchedulingChange(trx, row, 'scheduling_availability', 'delete', row.id);
    }
    for (const row of rows) {
      await publishSchedulingChange(trx, row, 'scheduling_availability', 'insert', row.id);
    }
    return rows.map(toAvailabilityView).sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  });
}
