// DELETE /scheduling/date-overrides/:id
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { findEditableDateOverride } from './find-date-override';

export async function deleteDateOverride(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  overrideId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await findEditableDateOverride(trx, access, overrideId);
    await trx.deleteFrom('scheduling_date_overrides').where('id', '=', stored.id).execute();
    await publishSchedulingChange(trx, stored, 'scheduling_date_overrides', 'delete', stored.id);
  });
}
