// GET and PATCH /api/v1/admin/organizations: every organization, 50 a page, newest
// first; deactivating one (its memberships then count for nothing) and activating it.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrganizationView, AdminPage } from '@/core/admin-schemas';
import { ORGANIZATIONS_QUERY_KEY } from '@/web/features/organizations/public';
import { answer, api } from '@/web/lib/api-client';
import { adminKeys, adminListQuery } from './admin-keys';

export function useAdminOrganizations(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.organizations(q),
    queryFn: ({ pageParam, signal }): Promise<AdminPage<AdminOrganizationView>> =>
      answer(
        api.GET('/api/v1/admin/organizations', {
          params: { query: adminListQuery(q, pageParam) },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });
}

export function useSetOrganizationActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      organizationId,
      isActive,
    }: {
      organizationId: string;
      isActive: boolean;
    }): Promise<AdminOrganizationView> =>
      answer(
        api.PATCH('/api/v1/admin/organizations/{orgId}', {
          params: { path: { orgId: organizationId } },
          body: { isActive },
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY });
    },
  });
}
