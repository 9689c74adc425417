// One date override the caller may change, locked for the change: one of their own, or
// one of an event type they may change (the same sets as the weekly hours,
// availability-set.ts). Anything else — another user's, another workspace's, an id that
// is not a uuid — is "Date override not found"; one they see but may not change is 403.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/types';
import { assertEditable, filterColumn } from '../../../platform/access/record-editable';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';
import { generalSetFilter, personalAccessOf } from '../availability/availability-set';
import { type DateOverrideRow, dateOverrideNotFound } from './date-override-view';

const ZId = z.uuid();

export async function findEditableDateOverride(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  overrideId: string,
): Promise<DateOverrideRow> {
  if (!ZId.safeParse(overrideId).success) throw dateOverrideNotFound();
  const personal = await personalAccessOf(trx, access);
  const ofEventType = (op: 'view' | 'edit') =>
    sql<boolean>`(event_type_id IS NOT NULL AND ${recordFilter(access, 'scheduling', op)})`;
  const found = await trx
    .selectFrom('scheduling_date_overrides')
    .selectAll()
    .select(
      filterColumn(
        sql<boolean>`${generalSetFilter(personal, 'edit')} OR ${ofEventType('edit')}`,
      ).as('editable'),
    )
    .where('id', '=', overrideId)
    .where(sql<boolean>`(${generalSetFilter(personal, 'view')} OR ${ofEventType('view')})`)
    .forUpdate()
    .executeTakeFirst();
  if (!found) throw dateOverrideNotFound();
  const { editable, ...row } = found;
  assertEditable(editable);
  return row;
}
