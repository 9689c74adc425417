// POST /api/v1/organizations/:id/transfer-ownership (§7 transfer_organization_ownership).
import type { MembersResponse } from '@/core/organizations';
import { answer, api } from '@/web/lib/api-client';
import { useOrganizationMutation } from './use-organization-mutation';

export function transferOwnership(
  organizationId: string,
  memberId: string,
): Promise<MembersResponse> {
  return answer(
    api.POST('/api/v1/organizations/{orgId}/transfer-ownership', {
      params: { path: { orgId: organizationId } },
      body: { memberId },
    }),
  );
}

export function useTransferOwnership(organizationId: string) {
  return useOrganizationMutation((memberId: string) => transferOwnership(organizationId, memberId));
}
