// The shape an invitation is shown in (InvitationView), read the same way by the
// members list and by the endpoints that answer with one invitation.
import type { Kysely } from 'kysely';
import type { InvitationView } from '../../../../core/organizations';
import type { DB } from '../../../db/types';

/** Whom a mail or a list names as the inviter: their display name, else their username. */
export function personName(
  displayName: string | null | undefined,
  username: string | null | undefined,
): string | null {
  return displayName?.trim() || username || null;
}

export function selectInvitationViews(db: Kysely<DB>) {
  return (
    db
      .selectFrom('organization_invitations as i')
      .innerJoin('roles as r', 'r.id', 'i.roleId')
      .leftJoin('profiles as p', 'p.userId', 'i.invitedBy')
      // Addresses are stored lower-cased on both sides (users.email by better-auth).
      .leftJoin('users as u', 'u.email', 'i.email')
      .leftJoin('profiles as ip', 'ip.userId', 'u.id')
      .select([
        'i.id',
        'i.organizationId',
        'i.email',
        'i.roleId',
        'r.name as roleName',
        'p.displayName as inviterDisplayName',
        'p.username as inviterUsername',
        'ip.displayName as inviteeDisplayName',
        'i.createdAt',
        'i.expiresAt',
      ])
      .where('i.acceptedAt', 'is', null)
      .where('i.revokedAt', 'is', null)
  );
}

type InvitationViewRow = {
  id: string;
  email: string;
  roleId: string;
  roleName: string;
  inviterDisplayName: string | null;
  inviterUsername: string | null;
  inviteeDisplayName: string | null;
  createdAt: Date;
  expiresAt: Date;
};

export function toInvitationView(row: InvitationViewRow, now = new Date()): InvitationView {
  return {
    id: row.id,
    email: row.email,
    // Named as the members list names people: by display name, else by address.
    inviteeName: row.inviteeDisplayName?.trim() || null,
    roleId: row.roleId,
    roleName: row.roleName,
    invitedByName: personName(row.inviterDisplayName, row.inviterUsername),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** One pending invitation of the organization as a view; undefined once it is not pending. */
export async function findInvitationView(
  db: Kysely<DB>,
  organizationId: string,
  invitationId: string,
): Promise<InvitationView | undefined> {
  const row = await selectInvitationViews(db)
    .where('i.organizationId', '=', organizationId)
    .where('i.id', '=', invitationId)
    .executeTakeFirst();
  return row && toInvitationView(row);
}
