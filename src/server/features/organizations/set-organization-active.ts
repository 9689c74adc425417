// Switches an organization off or on (the platform admin's PATCH). While inactive its
// memberships count for nothing (get_user_permissions), so its members lose it from their
// switcher at once; they are told, so their pages refresh.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { publishOrganizationChange } from './publish-organization-change';

/**
 * Answers false when there is no such organization. A personal workspace is none here:
 * it is never switched off apart from its user's account.
 */
export async function setOrganizationActive(
  db: Kysely<DB>,
  organizationId: string,
  isActive: boolean,
): Promise<boolean> {
  const updated = await db
    .updateTable('organizations')
    .set({ isActive })
    .where('id', '=', organizationId)
    .where('personalUserId', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  await publishOrganizationChange(db, organizationId, 'update');
  return true;
}
