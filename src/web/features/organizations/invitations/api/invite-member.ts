// POST /api/v1/organizations/:id/invitations (§7 invite_organization_member): the
// server mails the link; inviting a pending address again sends a fresh one.
import type { InvitationView } from '@/core/organizations';
import { apiFetch } from '@/web/lib/api';
import { organizationPath } from '../../members/api/member-keys';
import { useOrganizationMutation } from '../../members/api/use-organization-mutation';

export type InvitationInput = { email: string; roleId: string };

export function inviteMember(
  organizationId: string,
  input: InvitationInput,
): Promise<InvitationView> {
  return apiFetch<InvitationView>(organizationPath(organizationId, 'invitations'), {
    method: 'POST',
    body: input,
  });
}

export function useInviteMember(organizationId: string) {
  return useOrganizationMutation((input: InvitationInput) => inviteMember(organizationId, input));
}
