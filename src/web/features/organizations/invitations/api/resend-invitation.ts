// POST /api/v1/organizations/:id/invitations/:invitationId/resend: a new link and expiry.
import type { InvitationView } from '@/core/organizations';
import { apiFetch } from '@/web/lib/api';
import { organizationPath } from '../../members/api/member-keys';
import { useOrganizationMutation } from '../../members/api/use-organization-mutation';

export function resendInvitation(
  organizationId: string,
  invitationId: string,
): Promise<InvitationView> {
  return apiFetch<InvitationView>(
    organizationPath(organizationId, 'invitations', invitationId, 'resend'),
    { method: 'POST' },
  );
}

export function useResendInvitation(organizationId: string) {
  return useOrganizationMutation((invitationId: string) =>
    resendInvitation(organizationId, invitationId),
  );
}
