// DELETE /api/v1/organizations/:id/roles/:roleId (custom roles no member holds).
import { apiFetch } from '@/web/lib/api';
import { organizationPath } from './member-keys';
import { useOrganizationMutation } from './use-organization-mutation';

export function deleteRole(organizationId: string, roleId: string): Promise<void> {
  return apiFetch<void>(organizationPath(organizationId, 'roles', roleId), { method: 'DELETE' });
}

export function useDeleteRole(organizationId: string) {
  return useOrganizationMutation((roleId: string) => deleteRole(organizationId, roleId));
}
