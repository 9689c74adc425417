// POST /api/v1/organizations/:id/transfer-ownership (§7 transfer_organization_ownership).
import type { MembersResponse } from '@/core/organizations';
import { apiFetch } from '@/web/lib/api';
import { organizationPath } from './member-keys';
import { useOrganizationMutation } from './use-organization-mutation';

export function transferOwnership(
  organizationId: string,
  memberId: string,
): Promise<MembersResponse> {
  return apiFetch<MembersResponse>(organizationPath(organizationId, 'transfer-ownership'), {
    method: 'POST',
    body: { memberId },
  });
}

export function useTransferOwnership(organizationId: string) {
  return useOrganizationMutation((memberId: string) => transferOwnership(organizationId, memberId));
}
