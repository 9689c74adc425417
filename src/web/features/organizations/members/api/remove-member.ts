// DELETE /api/v1/organizations/:id/members/:memberId (§7 remove_organization_member);
// also how a member leaves.
import { apiFetch } from '@/web/lib/api';
import { organizationPath } from './member-keys';
import { useOrganizationMutation } from './use-organization-mutation';

export function removeMember(organizationId: string, memberId: string): Promise<void> {
  return apiFetch<void>(organizationPath(organizationId, 'members', memberId), {
    method: 'DELETE',
  });
}

export function useRemoveMember(organizationId: string) {
  return useOrganizationMutation((memberId: string) => removeMember(organizationId, memberId));
}
