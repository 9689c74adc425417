// PATCH /api/v1/organizations/:id/members/:memberId (§7 update_member_role).
import type { MemberView } from '@/core/organizations';
import { answer, api } from '@/web/lib/api-client';
import { useOrganizationMutation } from './use-organization-mutation';

export function updateMemberRole(
  organizationId: string,
  input: { memberId: string; roleId: string },
): Promise<MemberView> {
  return answer(
    api.PATCH('/api/v1/organizations/{orgId}/members/{memberId}', {
      params: { path: { orgId: organizationId, memberId: input.memberId } },
      body: { roleId: input.roleId },
    }),
  );
}

export function useUpdateMemberRole(organizationId: string) {
  return useOrganizationMutation((input: { memberId: string; roleId: string }) =>
    updateMemberRole(organizationId, input),
  );
}
