// GET and PATCH /api/v1/admin/organizations: every organization, 50 a page, newest
// first; deactivating one (its memberships then count for nothing) and activating it.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrganizationView, AdminPage } from '@/core/admin-schemas';
import { ORGANIZATIONS_QUERY_KEY } from '@/web/features/organizations/public';
import { apiFetch } from '@/web/lib/api';
import { adminKeys, adminListPath } from './admin-keys';

export function useAdminOrganizations(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.organizations(q),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AdminPage<AdminOrganizationView>>(adminListPath('organizations', q, pageParam), {
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });
}

export function useSetOrganizationActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, isActive }: { organizationId: string; isActive: boolean }) =>
      apiFetch<AdminOrganizationView>(
        `/admin/organizations/${encodeURIComponent(organizationId)}`,
        {
          method: 'PATCH',
          body: { isActive },
        },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY });
    },
  });
}
