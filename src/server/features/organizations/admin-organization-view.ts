// An organization as the platform-admin page lists it: active or not, its owner's
// address, and how many active members it has. Team organizations only: a personal
// workspace (issue 18) is part of its user's account, not an organization to administer.
import { type Kysely, sql } from 'kysely';
import type { AdminOrganizationView } from '../../../core/admin-schemas';
import type { DB } from '../../db/types';

export function selectAdminOrganizations(db: Kysely<DB>) {
  return db
    .selectFrom('organizations as o')
    .where('o.personalUserId', 'is', null)
    .select([
      'o.id',
      'o.name',
      'o.slug',
      'o.isActive',
      'o.createdAt',
      sql<string | null>`(
        SELECT u.email FROM organization_members m JOIN users u ON u.id = m.user_id
        WHERE m.organization_id = o.id AND m.is_owner
      )`.as('ownerEmail'),
      sql<number>`(
        SELECT count(*)::int FROM organization_members m
        WHERE m.organization_id = o.id AND m.status = 'active'
      )`.as('memberCount'),
    ]);
}

type AdminOrganizationRow = Omit<AdminOrganizationView, 'createdAt'> & { createdAt: Date | string };

export function toAdminOrganizationView(row: AdminOrganizationRow): AdminOrganizationView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    isActive: row.isActive,
    ownerEmail: row.ownerEmail,
    memberCount: Number(row.memberCount),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
