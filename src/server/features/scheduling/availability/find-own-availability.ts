// One of the user's own availability slots; anyone else's is "Availability not found".
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/types';
import { type AvailabilityRow, availabilityNotFound } from './availability-view';

const ZId = z.uuid();

export async function findOwnAvailability(
  trx: Kysely<DB>,
  userId: string,
  slotId: string,
): Promise<AvailabilityRow> {
  if (!ZId.safeParse(slotId).success) throw availabilityNotFound();
  const row = await trx
    .selectFrom('scheduling_availability')
    .selectAll()
    .where('id', '=', slotId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw availabilityNotFound();
  return row;
}
