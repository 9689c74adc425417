// One availability slot the caller may change, locked for the change: one of their own
// general hours, or a slot of an event type's override they may change (issue 18's
// access layer). Anything else — another user's hours, another workspace's slot, an id
// that is not a uuid — is "Availability not found"; a slot they see but may not change
// answers 403.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/types';
import { assertEditable, filterColumn } from '../../../platform/access/record-editable';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';
import { generalSetFilter, personalAccessOf } from './availability-set';
import { type AvailabilityRow, availabilityNotFound } from './availability-view';

const ZId = z.uuid();

export async function findEditableAvailability(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  slotId: string,
): Promise<AvailabilityRow> {
  if (!ZId.safeParse(slotId).success) throw availabilityNotFound();
  const personal = await personalAccessOf(trx, access);
  const override = (op: 'view' | 'edit') =>
    sql<boolean>`(event_type_id IS NOT NULL AND ${recordFilter(access, 'scheduling', op)})`;
  const found = await trx
    .selectFrom('scheduling_availability')
    .selectAll()
    .select(
      filterColumn(sql<boolean>`${generalSetFilter(personal, 'edit')} OR ${override('edit')}`).as(
        'editable',
      ),
    )
    .where('id', '=', slotId)
    .where(sql<boolean>`(${generalSetFilter(personal, 'view')} OR ${override('view')})`)
    .forUpdate()
    .executeTakeFirst();
  if (!found) throw availabilityNotFound();
  const { editable, ...row } = found;
  assertEditable(editable);
  return row;
}
