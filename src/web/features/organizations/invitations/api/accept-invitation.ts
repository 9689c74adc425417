// POST /api/v1/invitations/:token/accept: the signed-in invitee joins the organization.
import type { AcceptedInvitation } from '@/core/organizations';
import { answer, api } from '@/web/lib/api-client';
import { useOrganizationMutation } from '../../members/api/use-organization-mutation';

export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return answer(api.POST('/api/v1/invitations/{token}/accept', { params: { path: { token } } }));
}

export function useAcceptInvitation(token: string) {
  return useOrganizationMutation(() => acceptInvitation(token));
}
