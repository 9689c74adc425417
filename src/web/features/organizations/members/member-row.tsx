// One member: who they are, their role and status, and what the caller may do to them.
// The owner row has no role or remove controls (§6); ownership moves by "Make Owner".
import type { ChangeEvent } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import type { MemberView, OrganizationDetail, RoleView } from '@/core/organizations';
import { mayGrant, OWNER_ROLE_NAME, type PermissionName } from '@/core/permissions';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Select } from '@/ui/select';
import { useUpdateMemberRole } from './api/update-member-role';
import { memberName } from './member-name';
import { MemberStatusBadge } from './member-status-badge';
import { RemoveMemberDialog } from './remove-member-dialog';
import { toastFailure } from './toast-failure';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

type MemberRowProps = {
  organization: OrganizationDetail;
  member: MemberView;
  /** The organization's roles; undefined while they load. */
  roles: RoleView[] | undefined;
  canManage: boolean;
  canTransfer: boolean;
};

export function MemberRow({ organization, member, roles, canManage, canTransfer }: MemberRowProps) {
  const name = memberName(member);
  const isSelf = member.id === organization.memberId;
  const updateRole = useUpdateMemberRole(organization.id);
  // Issue 16: nobody re-roles themself, nor touches a member holding keys they lack.
  const memberRole = roles?.find((role) => role.id === member.roleId);
  const isWithinReach =
    memberRole !== undefined && mayGrant(organization.permissions, memberRole.permissions);
  const canChangeRole = canManage && !member.isOwner && !isSelf && isWithinReach;

  const changeRole = (event: ChangeEvent<HTMLSelectElement>) => {
    const roleId = event.target.value;
    if (roleId === member.roleId) return;
    updateRole.mutate(
      { memberId: member.id, roleId },
      {
        onSuccess: () => toast.success(ORG_MESSAGES.roleUpdated),
        onError: (error) => toastFailure(ORG_MESSAGES.updateRoleFailed, error),
      },
    );
  };

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={name} src={member.avatarUrl} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="truncate">{name}</span>
            {isSelf ? <span className="text-xs text-muted-foreground">(you)</span> : null}
            {member.isOwner ? <Badge>Owner</Badge> : null}
            <MemberStatusBadge status={member.status} />
          </p>
          {member.displayName?.trim() ? (
            <p className="truncate text-sm text-muted-foreground">{member.email}</p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {canChangeRole ? (
          <Select
            aria-label={`Role of ${name}`}
            className="w-40"
            value={member.roleId}
            disabled={updateRole.isPending || !roles}
            onChange={changeRole}
          >
            {roleOptions(roles, member, organization.permissions).map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </Select>
        ) : (
          <span className="text-sm text-muted-foreground">
            <span className="sr-only">Role: </span>
            {member.roleName}
          </span>
        )}
        {canTransfer && !member.isOwner && member.status === 'active' ? (
          <TransferOwnershipDialog
            organizationId={organization.id}
            memberId={member.id}
            name={name}
          />
        ) : null}
        {isSelf && !member.isOwner ? (
          <RemoveMemberDialog
            organization={organization}
            memberId={member.id}
            name={organization.name}
            isSelf
          />
        ) : canManage && !member.isOwner && isWithinReach ? (
          <RemoveMemberDialog organization={organization} memberId={member.id} name={name} />
        ) : null}
      </div>
    </li>
  );
}

/**
 * Every role the caller may give but Owner (given only by "Make Owner"); the member's own
 * while roles load.
 */
function roleOptions(
  roles: RoleView[] | undefined,
  member: MemberView,
  permissions: readonly PermissionName[],
): Pick<RoleView, 'id' | 'name'>[] {
  if (!roles) return [{ id: member.roleId, name: member.roleName }];
  const assignable = roles.filter(
    (role) =>
      !(role.isSystemRole && role.name === OWNER_ROLE_NAME) &&
      mayGrant(permissions, role.permissions),
  );
  return assignable.some((role) => role.id === member.roleId)
    ? assignable
    : [{ id: member.roleId, name: member.roleName }, ...assignable];
}
