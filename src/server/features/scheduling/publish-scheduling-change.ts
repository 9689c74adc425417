// Live updates for a scheduling record (event type, availability slot, booking): every
// member of its workspace who may see it, through the one access layer (issue 18).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { publishRecordChange } from '../../platform/access/publish-record-change';

export type SchedulingRecord = { workspaceId: string; userId: string; createdBy: string | null };

export async function publishSchedulingChange(
  trx: Kysely<DB>,
  record: SchedulingRecord,
  entity:
    | 'scheduling_event_types'
    | 'scheduling_availability'
    | 'scheduling_date_overrides'
    | 'scheduling_bookings',
  op: 'insert' | 'update' | 'delete',
  id: string,
): Promise<void> {
  await publishRecordChange(
    trx,
    record.workspaceId,
    'scheduling',
    { ownerId: record.userId, createdBy: record.createdBy },
    { entity, op, id },
    // The host always hears of their own records (a booking made in a workspace they left).
    [record.userId],
  );
}
