// The organization reads every organization screen shares: the caller's organizations
// (the header switcher) and one organization with the caller's permissions in it.
// Every key starts with "organizations", the live-update entity the server publishes
// to each member on any change (lib/live-updates.ts invalidates by that prefix).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationDetail, OrganizationSummary } from '@/core/organizations';
import { answer, api } from '@/web/lib/api-client';

export const ORGANIZATIONS_QUERY_KEY = ['organizations'] as const;

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: [...ORGANIZATIONS_QUERY_KEY, 'mine'],
    queryFn: ({ signal }): Promise<OrganizationSummary[]> =>
      answer(api.GET('/api/v1/organizations', { signal })),
  });
}

export function organizationQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: [...ORGANIZATIONS_QUERY_KEY, organizationId],
    queryFn: ({ signal }): Promise<OrganizationDetail> =>
      answer(
        api.GET('/api/v1/organizations/{orgId}', {
          params: { path: { orgId: organizationId } },
          signal,
        }),
      ),
  });
}

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}

export function useOrganization(organizationId: string | null) {
  return useQuery({
    ...organizationQueryOptions(organizationId ?? ''),
    enabled: organizationId !== null,
  });
}
