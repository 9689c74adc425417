// DELETE /api/v1/organizations/:id/members/:memberId (§7 remove_organization_member);
// also how a member leaves.
import { CLIENTS_TO_UNASSIGNED } from '@/core/organization-schemas';
import { answer, api } from '@/web/lib/api-client';
import { useOrganizationMutation } from './use-organization-mutation';

/** `clientsTo`: who takes over the member's clients — a user id, or 'unassigned'. */
export function removeMember(
  organizationId: string,
  memberId: string,
  clientsTo = CLIENTS_TO_UNASSIGNED,
): Promise<void> {
  return answer(
    api.DELETE('/api/v1/organizations/{orgId}/members/{memberId}', {
      params: { path: { orgId: organizationId, memberId }, query: { clientsTo } },
    }),
  );
}

export function useRemoveMember(organizationId: string) {
  return useOrganizationMutation(
    ({ memberId, clientsTo }: { memberId: string; clientsTo?: string }) =>
      removeMember(organizationId, memberId, clientsTo),
  );
}
