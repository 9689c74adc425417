// A user as the platform-admin page lists them: account, plan tier, admin flag, and in
// how many organizations they are an active member.
import type { Kysely } from 'kysely';
import type { AdminUserView } from '../../../core/admin-schemas';
import type { DB } from '../../db/types';
import { activeOrganizationCount } from '../organizations/public';

export function selectAdminUsers(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.userId', 'u.id')
    .select([
      'u.id',
      'u.email',
      'p.username',
      'p.displayName',
      'p.tier',
      'p.isPlatformAdmin',
      'u.createdAt',
      activeOrganizationCount('u.id').as('organizationCount'),
    ]);
}

// users.created_at is typed as better-auth writes it; read, it is a Date.
type AdminUserRow = Omit<AdminUserView, 'createdAt'> & { createdAt: unknown };

export function toAdminUserView(row: AdminUserRow): AdminUserView {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    displayName: row.displayName,
    tier: row.tier,
    isPlatformAdmin: row.isPlatformAdmin,
    createdAt: new Date(row.createdAt as Date).toISOString(),
    organizationCount: Number(row.organizationCount),
  };
}
