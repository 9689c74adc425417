// DELETE /scheduling/availability/:id
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { findEditableAvailability } from './find-availability';

export async function deleteAvailability(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  slotId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await findEditableAvailability(trx, access, slotId);
    await trx.deleteFrom('scheduling_availability').where('id', '=', stored.id).execute();
    await publishSchedulingChange(trx, stored, 'scheduling_availability', 'delete', stored.id);
  });
}
