// GET /organizations: the header switcher's list — organizations the caller is an
// active member of, while they are active. A platform admin sees only their own here;
// they reach the others from the admin page. The personal workspace is not listed: the
// switcher offers it as "Personal" without asking (issue 18).
import type { Kysely } from 'kysely';
import type { OrganizationSummary } from '../../../core/organizations';
import type { DB } from '../../db/types';

export async function listOrganizations(
  db: Kysely<DB>,
  userId: string,
): Promise<OrganizationSummary[]> {
  const rows = await db
    .selectFrom('organization_members as m')
    .innerJoin('organizations as o', 'o.id', 'm.organizationId')
    .innerJoin('roles as r', 'r.id', 'm.roleId')
    .select([
      'o.id',
      'o.name',
      'o.slug',
      'o.logoUrl',
      'o.isActive',
      'r.name as roleName',
      'm.isOwner',
    ])
    .where('m.userId', '=', userId)
    .where('m.status', '=', 'active')
    .where('o.isActive', '=', true)
    .where('o.personalUserId', 'is', null)
    .execute();
  // Sorted here, not in SQL, so PGlite and PostgreSQL (whose collations differ) agree.
  return rows.sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id),
  );
}
