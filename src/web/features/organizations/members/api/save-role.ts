// POST /api/v1/organizations/:id/roles (new custom role) or PATCH …/roles/:roleId.
import type { RoleView } from '@/core/organizations';
import type { PermissionName } from '@/core/permissions';
import { apiFetch } from '@/web/lib/api';
import { organizationPath } from './member-keys';
import { useOrganizationMutation } from './use-organization-mutation';

export type RoleInput = { name: string; permissions: PermissionName[] };

export function saveRole(
  organizationId: string,
  roleId: string | null,
  input: RoleInput,
): Promise<RoleView> {
  return roleId
    ? apiFetch<RoleView>(organizationPath(organizationId, 'roles', roleId), {
        method: 'PATCH',
        body: input,
      })
    : apiFetch<RoleView>(organizationPath(organizationId, 'roles'), {
        method: 'POST',
        body: input,
      });
}

export function useSaveRole(organizationId: string, roleId: string | null) {
  return useOrganizationMutation((input: RoleInput) => saveRole(organizationId, roleId, input));
}
