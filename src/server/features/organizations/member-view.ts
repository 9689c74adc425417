// MemberView rows: each member joined with their user, profile and role; the owner
// first, then by display name (or e-mail when there is none). The list leaves out
// `invited` rows: an invited person is listed once, under the pending invitations, with
// their resend and revoke (issue 16); one member asked for by id is found whatever it is.
import type { Kysely } from 'kysely';
import type { MemberView } from '../../../core/organizations';
import type { DB } from '../../db/types';

export async function loadMemberViews(
  db: Kysely<DB>,
  organizationId: string,
  memberId?: string,
): Promise<MemberView[]> {
  let query = db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .innerJoin('roles as r', 'r.id', 'm.roleId')
    .leftJoin('profiles as p', 'p.userId', 'm.userId')
    .select([
      'm.id',
      'm.userId',
      'p.displayName',
      'u.email',
      'p.avatarUrl',
      'u.image',
      'm.roleId',
      'r.name as roleName',
      'm.status',
      'm.isOwner',
      'm.createdAt',
    ])
    .where('m.organizationId', '=', organizationId);
  query = memberId ? query.where('m.id', '=', memberId) : query.where('m.status', '!=', 'invited');
  const rows = await query.execute();
  const sortKey = (row: { displayName: string | null; email: string }) =>
    row.displayName?.trim() || row.email;
  return rows
    .sort(
      (a, b) =>
        Number(b.isOwner) - Number(a.isOwner) ||
        sortKey(a).localeCompare(sortKey(b), 'en', { sensitivity: 'base' }) ||
        a.email.localeCompare(b.email),
    )
    .map((row) => ({
      id: row.id,
      userId: row.userId,
      displayName: row.displayName?.trim() || null,
      email: row.email,
      avatarUrl: row.avatarUrl ?? row.image ?? null,
      roleId: row.roleId,
      roleName: row.roleName,
      status: row.status,
      isOwner: row.isOwner,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
}
