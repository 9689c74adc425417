// What the invitation writes share: who may invite (the members.invite action: §6's
// org:members:invite, or manage:members; never into a personal workspace), the pending
// invitation they act on, and the role it may offer.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ORG_MESSAGES, WORKSPACE_MESSAGES } from '../../../../core/messages';
import { OWNER_ROLE_NAME } from '../../../../core/permissions';
import type { DB } from '../../../db/types';
import { badRequest, notFound } from '../../../http/errors';
import { type OrganizationAccess, requireOrganizationAccess } from '../organization-access';

const ZId = z.uuid();
const UNIQUE_VIOLATION = '23505';

export function requireInviteAccess(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
): Promise<OrganizationAccess> {
  return requireOrganizationAccess(db, userId, organizationId, {
    action: 'members.invite',
    deniedMessage: ORG_MESSAGES.noPermission,
    refusedInPersonal: WORKSPACE_MESSAGES.personalHasNoMembers,
  });
}

/** A system role but Owner, or one of the organization's own; else 400 on roleId. */
export async function findInvitableRole(
  db: Kysely<DB>,
  organizationId: string,
  roleId: string,
): Promise<{ id: string; name: string }> {
  const role = ZId.safeParse(roleId).success
    ? await db
        .selectFrom('roles')
        .select(['id', 'name', 'organizationId', 'isSystemRole'])
        .where('id', '=', roleId)
        .executeTakeFirst()
    : undefined;
  if (!role || (role.organizationId !== null && role.organizationId !== organizationId)) {
    throw badRequest(ORG_MESSAGES.roleNotFound, { roleId: ORG_MESSAGES.roleNotFound });
  }
  if (role.isSystemRole && role.name === OWNER_ROLE_NAME) {
    throw badRequest(ORG_MESSAGES.ownerRoleNotInvitable, {
      roleId: ORG_MESSAGES.ownerRoleNotInvitable,
    });
  }
  return { id: role.id, name: role.name };
}

/** The organization's invitation, still pending, locked; 404 otherwise (another org's too). */
export async function findPendingInvitationForUpdate(
  db: Kysely<DB>,
  organizationId: string,
  invitationId: string,
): Promise<{ id: string; email: string; roleId: string }> {
  if (!ZId.safeParse(invitationId).success) throw notFound(ORG_MESSAGES.invitationNotFound);
  const invitation = await db
    .selectFrom('organization_invitations')
    .select(['id', 'email', 'roleId'])
    .where('id', '=', invitationId)
    .where('organizationId', '=', organizationId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!invitation) throw notFound(ORG_MESSAGES.invitationNotFound);
  return invitation;
}

/** A concurrent write took the slot first (a pending invitation, a member row). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;
}
