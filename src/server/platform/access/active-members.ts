// The active members of a workspace with what people call them (issue 19): an import's
// owner column names a member by name or e-mail, and only the access layer reads the
// membership tables (decision 037).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export type MemberNames = {
  userId: string;
  email: string;
  /** The profile's display name, the account's name and the username, as set. */
  names: string[];
};

export async function activeMemberNames(
  db: Kysely<DB>,
  workspaceId: string,
): Promise<MemberNames[]> {
  const rows = await db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('profiles as p', 'p.userId', 'm.userId')
    .select(['m.userId', 'u.email', 'u.name', 'p.displayName', 'p.username'])
    .where('m.organizationId', '=', workspaceId)
    .where('m.status', '=', 'active')
    .execute();
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    names: [row.displayName, row.name, row.username].filter(
      (name): name is string => typeof name === 'string' && name.trim() !== '',
    ),
  }));
}
