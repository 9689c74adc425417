// DELETE /api/v1/organizations/:id/invitations/:invitationId: the link stops working.
import { apiFetch } from '@/web/lib/api';
import { organizationPath } from '../../members/api/member-keys';
import { useOrganizationMutation } from '../../members/api/use-organization-mutation';

export function revokeInvitation(organizationId: string, invitationId: string): Promise<void> {
  return apiFetch<void>(organizationPath(organizationId, 'invitations', invitationId), {
    method: 'DELETE',
  });
}

export function useRevokeInvitation(organizationId: string) {
  return useOrganizationMutation((invitationId: string) =>
    revokeInvitation(organizationId, invitationId),
  );
}
