// DELETE /scheduling/availability/:id
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { publishChange } from '../../../platform/events/publish';
import { findOwnAvailability } from './find-own-availability';

export async function deleteAvailability(
  db: Kysely<DB>,
  userId: string,
  slotId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await findOwnAvailability(trx, userId, slotId);
    await trx.deleteFrom('scheduling_availability').where('id', '=', stored.id).execute();
    await publishChange(trx, userId, {
      entity: 'scheduling_availability',
      op: 'delete',
      id: stored.id,
    });
  });
}
