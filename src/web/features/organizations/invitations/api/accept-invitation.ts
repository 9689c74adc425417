// POST /api/v1/invitations/:token/accept: the signed-in invitee joins the organization.
import type { OrganizationSummary } from '@/core/organizations';
import { apiFetch } from '@/web/lib/api';
import { useOrganizationMutation } from '../../members/api/use-organization-mutation';

export function acceptInvitation(token: string): Promise<{ organization: OrganizationSummary }> {
  return apiFetch<{ organization: OrganizationSummary }>(
    `/invitations/${encodeURIComponent(token)}/accept`,
    { method: 'POST' },
  );
}

export function useAcceptInvitation(token: string) {
  return useOrganizationMutation(() => acceptInvitation(token));
}
