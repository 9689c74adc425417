// The invitations listed under an organization's members: every one not accepted or
// revoked, expired ones too (flagged), so they can be re-sent or revoked. Newest first.
import type { Kysely } from 'kysely';
import type { InvitationView } from '../../../../core/organizations';
import type { DB } from '../../../db/types';
import { selectInvitationViews, toInvitationView } from './invitation-view';

export async function listPendingInvitations(
  db: Kysely<DB>,
  organizationId: string,
): Promise<InvitationView[]> {
  const rows = await selectInvitationViews(db)
    .where('i.organizationId', '=', organizationId)
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.email')
    .execute();
  const now = new Date();
  return rows.map((row) => toInvitationView(row, now));
}
