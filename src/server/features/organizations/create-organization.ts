// POST /organizations (§7 create_organization): the organization and its creator as
// its active owner with the Owner role, in one transaction, so no organization ever
// exists without an owner. No plan limits the number of organizations.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ZOrganizationCreate } from '../../../core/organization-schemas';
import type { OrganizationDetail } from '../../../core/organizations';
import { OWNER_ROLE_NAME } from '../../../core/permissions';
import type { DB } from '../../db/types';
import { requireOrganizationAccess } from './organization-access';
import { isDuplicateSlug, slugTakenError } from './organization-slug';
import { getOrganizationDetail } from './organization-view';
import { publishOrganizationChange } from './publish-organization-change';
import { systemRoleId } from './system-roles';

export async function createOrganization(
  db: Kysely<DB>,
  userId: string,
  input: z.output<typeof ZOrganizationCreate>,
): Promise<OrganizationDetail> {
  let organizationId: string;
  try {
    organizationId = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('organizations')
        .select('id')
        .where('slug', '=', input.slug)
        .executeTakeFirst();
      if (taken) throw slugTakenError();
      const organization = await trx
        .insertInto('organizations')
        .values({
          name: input.name,
          slug: input.slug,
          description: input.description,
          logoUrl: null,
          settings: JSON.stringify({ website: input.website }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('organization_members')
        .values({
          organizationId: organization.id,
          userId,
          roleId: await systemRoleId(trx, OWNER_ROLE_NAME),
          status: 'active',
          isOwner: true,
        })
        .execute();
      await publishOrganizationChange(trx, organization.id, 'insert');
      return organization.id;
    });
  } catch (error) {
    if (isDuplicateSlug(error)) throw slugTakenError();
    throw error;
  }
  const access = await requireOrganizationAccess(db, userId, organizationId);
  return getOrganizationDetail(db, access);
}
