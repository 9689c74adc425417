// DELETE /api/v1/organizations/:id/invitations/:invitationId: the link stops working.
import { answer, api } from '@/web/lib/api-client';
import { useOrganizationMutation } from '../../members/api/use-organization-mutation';

export function revokeInvitation(organizationId: string, invitationId: string): Promise<void> {
  return answer(
    api.DELETE('/api/v1/organizations/{orgId}/invitations/{invitationId}', {
      params: { path: { orgId: organizationId, invitationId } },
    }),
  );
}

export function useRevokeInvitation(organizationId: string) {
  return useOrganizationMutation((invitationId: string) =>
    revokeInvitation(organizationId, invitationId),
  );
}
