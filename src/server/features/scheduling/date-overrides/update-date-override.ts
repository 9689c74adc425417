// PUT /scheduling/date-overrides/:id: its dates and windows; it stays in its set.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DateOverride, ZDateOverrideUpdate } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { checkDateOverride } from './date-override-rules';
import { toDateOverrideView } from './date-override-view';
import { findEditableDateOverride } from './find-date-override';

export async function updateDateOverride(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  overrideId: string,
  input: z.output<typeof ZDateOverrideUpdate>,
): Promise<DateOverride> {
  return db.transaction().execute(async (trx) => {
    const stored = await findEditableDateOverride(trx, access, overrideId);
    await checkDateOverride(trx, stored, input, stored);
    const row = await trx
      .updateTable('scheduling_date_overrides')
      .set({
        startDate: input.startDate,
        endDate: input.endDate,
        windows: JSON.stringify(input.windows),
      })
      .where('id', '=', stored.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishSchedulingChange(trx, row, 'scheduling_date_overrides', 'update', row.id);
    return toDateOverrideView(row);
  });
}
