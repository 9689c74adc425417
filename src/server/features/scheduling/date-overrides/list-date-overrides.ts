// GET /scheduling/date-overrides?eventTypeId=<uuid|general>: one set's overrides from
// today on (the host's today), by first date. Past ones change nothing and are not shown.
import type { Kysely } from 'kysely';
import type { DateOverride } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { resolveAvailabilitySet } from '../availability/availability-set';
import { hostToday } from './date-override-rules';
import { toDateOverrideView } from './date-override-view';

export async function listDateOverrides(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string | null,
): Promise<DateOverride[]> {
  const set = await resolveAvailabilitySet(db, access, eventTypeId, 'view');
  const rows = await db
    .selectFrom('scheduling_date_overrides')
    .selectAll()
    .where(set.filter('view'))
    .where('endDate', '>=', await hostToday(db, set.userId))
    .orderBy('startDate')
    .orderBy('id')
    .execute();
  return rows.map(toDateOverrideView);
}
