// DELETE /api/v1/organizations/:id/roles/:roleId (custom roles no member holds).
import { answer, api } from '@/web/lib/api-client';
import { useOrganizationMutation } from './use-organization-mutation';

export function deleteRole(organizationId: string, roleId: string): Promise<void> {
  return answer(
    api.DELETE('/api/v1/organizations/{orgId}/roles/{roleId}', {
      params: { path: { orgId: organizationId, roleId } },
    }),
  );
}

export function useDeleteRole(organizationId: string) {
  return useOrganizationMutation((roleId: string) => deleteRole(organizationId, roleId));
}
