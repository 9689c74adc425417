// GET /api/v1/organizations/:id/roles: system roles first, then the organization's own.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleView } from '@/core/organizations';
import { apiFetch } from '@/web/lib/api';
import { memberKeys, organizationPath } from './member-keys';

export function rolesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: memberKeys.roles(organizationId),
    queryFn: ({ signal }) =>
      apiFetch<RoleView[]>(organizationPath(organizationId, 'roles'), { signal }),
  });
}

export function useRoles(organizationId: string) {
  return useQuery(rolesQueryOptions(organizationId));
}
