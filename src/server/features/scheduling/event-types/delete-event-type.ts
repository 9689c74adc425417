// DELETE /scheduling/event-types/:id. Its questions and availability override go with
// it (foreign key cascades); its bookings stay, as "Unknown Event Type", so the host's
// lists are told they changed too.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { publishChange } from '../../../platform/events/publish';
import { findOwnEventType } from './find-own-event-type';

export async function deleteEventType(
  db: Kysely<DB>,
  userId: string,
  eventTypeId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findOwnEventType(trx, userId, eventTypeId, { forUpdate: true });
    const bookings = await trx
      .selectFrom('scheduling_bookings')
      .select('id')
      .where('eventTypeId', '=', eventTypeId)
      .execute();
    const slots = await trx
      .selectFrom('scheduling_availability')
      .select('id')
      .where('eventTypeId', '=', eventTypeId)
      .execute();
    await trx
      .deleteFrom('scheduling_event_types')
      .where('id', '=', eventTypeId)
      .where('userId', '=', userId)
      .execute();
    await publishChange(trx, userId, {
      entity: 'scheduling_event_types',
      op: 'delete',
      id: eventTypeId,
    });
    for (const slot of slots) {
      await publishChange(trx, userId, {
        entity: 'scheduling_availability',
        op: 'delete',
        id: slot.id,
      });
    }
    for (const booking of bookings) {
      await publishChange(trx, userId, {
        entity: 'scheduling_bookings',
        op: 'update',
        id: booking.id,
      });
    }
  });
}
