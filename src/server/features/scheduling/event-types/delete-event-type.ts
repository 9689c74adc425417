// DELETE /scheduling/event-types/:id. Its questions and availability override go with
// it (foreign key cascades); its bookings stay, as "Unknown Event Type", so the lists of
// everyone who sees them are told they changed too.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { findEventType } from './find-event-type';

export async function deleteEventType(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await findEventType(trx, access, eventTypeId, { op: 'edit' });
    const bookings = await trx
      .selectFrom('scheduling_bookings')
      .select(['id', 'workspaceId', 'userId', 'createdBy'])
      .where('eventTypeId', '=', stored.id)
      .execute();
    const slots = await trx
      .selectFrom('scheduling_availability')
      .select(['id', 'workspaceId', 'userId', 'createdBy'])
      .where('eventTypeId', '=', stored.id)
      .execute();
    await trx.deleteFrom('scheduling_event_types').where('id', '=', stored.id).execute();
    await publishSchedulingChange(trx, stored, 'scheduling_event_types', 'delete', stored.id);
    for (const slot of slots) {
      await publishSchedulingChange(trx, slot, 'scheduling_availability', 'delete', slot.id);
    }
    for (const booking of bookings) {
      await publishSchedulingChange(trx, booking, 'scheduling_bookings', 'update', booking.id);
    }
  });
}
