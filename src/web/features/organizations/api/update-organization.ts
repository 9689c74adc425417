// PATCH /api/v1/organizations/:id (the settings form; the slug is never sent).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationDetail } from '@/core/organizations';
import { answer, api } from '@/web/lib/api-client';
import { ORGANIZATIONS_QUERY_KEY, organizationQueryOptions } from './organization-queries';

export type OrganizationSettingsInput = {
  name: string;
  description: string | null;
  website: string | null;
};

export type OrganizationUpdate = { organizationId: string; changes: OrganizationSettingsInput };

export function updateOrganization({
  organizationId,
  changes,
}: OrganizationUpdate): Promise<OrganizationDetail> {
  return answer(
    api.PATCH('/api/v1/organizations/{orgId}', {
      params: { path: { orgId: organizationId } },
      body: changes,
    }),
  );
}

/** Stores the answer as the organization's detail and refreshes the lists that show its name. */
export function useStoreOrganization() {
  const queryClient = useQueryClient();
  return (detail: OrganizationDetail) => {
    queryClient.setQueryData(organizationQueryOptions(detail.id).queryKey, detail);
    // Everything else that shows it (the switcher's list, member screens) refetches.
    void queryClient.invalidateQueries({
      queryKey: ORGANIZATIONS_QUERY_KEY,
      predicate: ({ queryKey }) => !(queryKey.length === 2 && queryKey[1] === detail.id),
    });
  };
}

export function useUpdateOrganization() {
  const store = useStoreOrganization();
  return useMutation({ mutationFn: updateOrganization, onSuccess: store });
}
