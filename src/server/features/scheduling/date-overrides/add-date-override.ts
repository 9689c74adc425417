// POST /scheduling/date-overrides: other hours (or none) on a date or a range of dates,
// for the caller or an event type they may change (decision 056).
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DateOverride, ZDateOverride } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { resolveAvailabilitySet } from '../availability/availability-set';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { checkDateOverride } from './date-override-rules';
import { toDateOverrideView } from './date-override-view';

export async function addDateOverride(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: z.output<typeof ZDateOverride>,
): Promise<DateOverride> {
  return db.transaction().execute(async (trx) => {
    const set = await resolveAvailabilitySet(trx, access, input.eventTypeId, 'edit');
    await checkDateOverride(trx, set, input);
    const row = await trx
      .insertInto('scheduling_date_overrides')
      .values({
        userId: set.userId,
        workspaceId: set.workspaceId,
        createdBy: access.userId,
        eventTypeId: set.eventTypeId,
        startDate: input.startDate,
        endDate: input.endDate,
        windows: JSON.stringify(input.windows),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishSchedulingChange(trx, row, 'scheduling_date_overrides', 'insert', row.id);
    return toDateOverrideView(row);
  });
}
