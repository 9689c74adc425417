// PATCH /admin/organizations/:orgId: deactivates or reactivates an organization. While
// inactive its memberships count for nothing (get_user_permissions), so its members lose
// it from their switcher at once; they are told, so their pages refresh.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AdminOrganizationView, ZAdminOrganizationUpdate } from '../../../core/admin-schemas';
import { ORG_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { publishOrganizationChange } from '../organizations/publish-organization-change';
import { selectAdminOrganizations, toAdminOrganizationView } from './admin-organization-view';

const ZId = z.uuid();

export async function updateOrganization(
  db: Kysely<DB>,
  organizationId: string,
  input: z.output<typeof ZAdminOrganizationUpdate>,
): Promise<AdminOrganizationView> {
  if (!ZId.safeParse(organizationId).success) throw notFound(ORG_MESSAGES.organizationNotFound);
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('organizations')
      .set({ isActive: input.isActive })
      .where('id', '=', organizationId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound(ORG_MESSAGES.organizationNotFound);
    await publishOrganizationChange(trx, organizationId, 'update');
    const row = await selectAdminOrganizations(trx)
      .where('o.id', '=', organizationId)
      .executeTakeFirstOrThrow();
    return toAdminOrganizationView(row);
  });
}
