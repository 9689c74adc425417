// GET /scheduling/availability?eventTypeId=<uuid|general>: one weekly set, by day then start.
import type { Kysely } from 'kysely';
import type { AvailabilitySlot } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { resolveAvailabilitySet } from './availability-set';
import { toAvailabilityView } from './availability-view';
import { seedDefaultAvailability } from './seed-default-availability';

export async function listAvailability(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string | null,
): Promise<AvailabilitySlot[]> {
  const set = await resolveAvailabilitySet(db, access, eventTypeId, 'view');
  await seedDefaultAvailability(db, access.userId);
  const rows = await db
    .selectFrom('scheduling_availability')
    .selectAll()
    .where(set.filter('view'))
    .orderBy('dayOfWeek')
    .orderBy('startTime')
    .orderBy('id')
    .execute();
  return rows.map(toAvailabilityView);
}
