// The OrganizationDetail answer: the stored organization plus what the caller may do in
// it, as requireOrganizationAccess found it.
import type { Kysely } from 'kysely';
import { ORG_MESSAGES } from '../../../core/messages';
import type { OrganizationDetail } from '../../../core/organizations';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import type { OrganizationAccess } from './organization-access';
import { workspaceSeats } from './seats';

export async function getOrganizationDetail(
  db: Kysely<DB>,
  access: OrganizationAccess,
): Promise<OrganizationDetail> {
  const row = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', access.organizationId)
    .executeTakeFirst();
  if (!row) throw notFound(ORG_MESSAGES.organizationNotFound);
  const seats = await workspaceSeats(db, row.id);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logoUrl: row.logoUrl,
    website: row.settings.website ?? null,
    isActive: row.isActive,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    permissions: access.permissions,
    isOwner: access.isOwner,
    isAdmin: access.isAdmin,
    viaPlatformAdmin: access.viaPlatformAdmin,
    memberId: access.memberId,
    ...seats,
  };
}
