// PATCH /api/v1/organizations/:id/members/:memberId (§7 update_member_role).
import type { MemberView } from '@/core/organizations';
import { apiFetch } from '@/web/lib/api';
import { organizationPath } from './member-keys';
import { useOrganizationMutation } from './use-organization-mutation';

export function updateMemberRole(
  organizationId: string,
  input: { memberId: string; roleId: string },
): Promise<MemberView> {
  return apiFetch<MemberView>(organizationPath(organizationId, 'members', input.memberId), {
    method: 'PATCH',
    body: { roleId: input.roleId },
  });
}

export function useUpdateMemberRole(organizationId: string) {
  return useOrganizationMutation((input: { memberId: string; roleId: string }) =>
    updateMemberRole(organizationId, input),
  );
}
