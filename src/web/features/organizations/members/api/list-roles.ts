// GET /api/v1/organizations/:id/roles: system roles first, then the organization's own.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleView } from '@/core/organizations';
import { answer, api } from '@/web/lib/api-client';
import { memberKeys } from './member-keys';

export function rolesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: memberKeys.roles(organizationId),
    queryFn: ({ signal }): Promise<RoleView[]> =>
      answer(
        api.GET('/api/v1/organizations/{orgId}/roles', {
          params: { path: { orgId: organizationId } },
          signal,
        }),
      ),
  });
}

export function useRoles(organizationId: string) {
  return useQuery(rolesQueryOptions(organizationId));
}
