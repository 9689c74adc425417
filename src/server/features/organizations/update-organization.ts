// PATCH /organizations/:orgId: name, description and website (kept in settings). The
// slug is the organization's address: it may be sent back unchanged, never changed.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ORG_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { ZOrganizationUpdate } from '../../../core/organization-schemas';
import type { OrganizationDetail } from '../../../core/organizations';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import { requireOrganizationAccess } from './organization-access';
import { getOrganizationDetail } from './organization-view';
import { publishOrganizationChange } from './publish-organization-change';

export async function updateOrganization(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  input: z.output<typeof ZOrganizationUpdate>,
): Promise<OrganizationDetail> {
  return db.transaction().execute(async (trx) => {
    const access = await requireOrganizationAccess(trx, userId, organizationId, {
      action: 'settings.edit',
      refusedInPersonal: WORKSPACE_MESSAGES.personalSettingsFixed,
      deniedMessage: ORG_MESSAGES.noEditPermission,
    });
    const current = await trx
      .selectFrom('organizations')
      .select(['slug', 'settings'])
      .where('id', '=', access.organizationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (input.slug !== undefined && input.slug !== current.slug) {
      throw badRequest(ORG_MESSAGES.slugImmutable, { slug: ORG_MESSAGES.slugImmutable });
    }
    await trx
      .updateTable('organizations')
      .set({
        name: input.name,
        description: input.description,
        settings:
          input.website === undefined
            ? undefined
            : JSON.stringify({ ...current.settings, website: input.website }),
      })
      .where('id', '=', access.organizationId)
      .execute();
    await publishOrganizationChange(trx, access.organizationId, 'update');
    return getOrganizationDetail(trx, access);
  });
}
