// POST /api/v1/organizations/:id/invitations/:invitationId/resend: a new link and expiry.
import type { InvitationView } from '@/core/organizations';
import { answer, api } from '@/web/lib/api-client';
import { useOrganizationMutation } from '../../members/api/use-organization-mutation';

export function resendInvitation(
  organizationId: string,
  invitationId: string,
): Promise<InvitationView> {
  return answer(
    api.POST('/api/v1/organizations/{orgId}/invitations/{invitationId}/resend', {
      params: { path: { orgId: organizationId, invitationId } },
    }),
  );
}

export function useResendInvitation(organizationId: string) {
  return useOrganizationMutation((invitationId: string) =>
    resendInvitation(organizationId, invitationId),
  );
}
