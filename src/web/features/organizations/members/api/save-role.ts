// POST /api/v1/organizations/:id/roles (new custom role) or PATCH …/roles/:roleId.
import type { RoleView } from '@/core/organizations';
import type { PermissionName } from '@/core/permissions';
import { answer, api } from '@/web/lib/api-client';
import { useOrganizationMutation } from './use-organization-mutation';

export type RoleInput = { name: string; permissions: PermissionName[] };

export function saveRole(
  organizationId: string,
  roleId: string | null,
  input: RoleInput,
): Promise<RoleView> {
  return roleId
    ? answer(
        api.PATCH('/api/v1/organizations/{orgId}/roles/{roleId}', {
          params: { path: { orgId: organizationId, roleId } },
          body: input,
        }),
      )
    : answer(
        api.POST('/api/v1/organizations/{orgId}/roles', {
          params: { path: { orgId: organizationId } },
          body: input,
        }),
      );
}

export function useSaveRole(organizationId: string, roleId: string | null) {
  return useOrganizationMutation((input: RoleInput) => saveRole(organizationId, roleId, input));
}
