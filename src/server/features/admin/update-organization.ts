// PATCH /admin/organizations/:orgId: deactivates or reactivates an organization (the
// organizations feature does it and tells the members) and answers its admin view.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AdminOrganizationView, ZAdminOrganizationUpdate } from '../../../core/admin-schemas';
import { ORG_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import {
  selectAdminOrganizations,
  setOrganizationActive,
  toAdminOrganizationView,
} from '../organizations/public';

const ZId = z.uuid();

export async function updateOrganization(
  db: Kysely<DB>,
  organizationId: string,
  input: z.output<typeof ZAdminOrganizationUpdate>,
): Promise<AdminOrganizationView> {
  if (!ZId.safeParse(organizationId).success) throw notFound(ORG_MESSAGES.organizationNotFound);
  return db.transaction().execute(async (trx) => {
    const found = await setOrganizationActive(trx, organizationId, input.isActive);
    if (!found) throw notFound(ORG_MESSAGES.organizationNotFound);
    const row = await selectAdminOrganizations(trx)
      .where('o.id', '=', organizationId)
      .executeTakeFirstOrThrow();
    return toAdminOrganizationView(row);
  });
}
