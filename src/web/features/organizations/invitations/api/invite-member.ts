// POST /api/v1/organizations/:id/invitations (§7 invite_organization_member): the
// server mails the link; inviting a pending address again sends a fresh one.
import type { InvitationView } from '@/core/organizations';
import { answer, api } from '@/web/lib/api-client';
import { useOrganizationMutation } from '../../members/api/use-organization-mutation';

export type InvitationInput = { email: string; roleId: string };

export function inviteMember(
  organizationId: string,
  input: InvitationInput,
): Promise<InvitationView> {
  return answer(
    api.POST('/api/v1/organizations/{orgId}/invitations', {
      params: { path: { orgId: organizationId } },
      body: input,
    }),
  );
}

export function useInviteMember(organizationId: string) {
  return useOrganizationMutation((input: InvitationInput) => inviteMember(organizationId, input));
}
