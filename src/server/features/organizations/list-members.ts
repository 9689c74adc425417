// GET /organizations/:orgId/members: the members and the invitations still pending,
// for callers holding org:members:view.
import type { Kysely } from 'kysely';
import type { MembersResponse } from '../../../core/organizations';
import type { DB } from '../../db/types';
import { listPendingInvitations } from './invitations/list-pending-invitations';
import { loadMemberViews } from './member-view';
import { requireOrganizationAccess } from './organization-access';

export async function listMembers(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
): Promise<MembersResponse> {
  const access = await requireOrganizationAccess(db, userId, organizationId, {
    action: 'members.view',
  });
  return loadMembersResponse(db, access.organizationId);
}

/** The members list without a permission check, for answers after a write (transfer). */
export async function loadMembersResponse(
  db: Kysely<DB>,
  organizationId: string,
): Promise<MembersResponse> {
  return {
    members: await loadMemberViews(db, organizationId),
    invitations: await listPendingInvitations(db, organizationId),
  };
}
