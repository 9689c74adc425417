// POST /api/v1/organizations, then the optional logo. The new organization goes
// straight into the switcher's list so it can become current before the refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationDetail, OrganizationSummary } from '@/core/organizations';
import { answer, api } from '@/web/lib/api-client';
import {
  ORGANIZATIONS_QUERY_KEY,
  organizationQueryOptions,
  organizationsQueryOptions,
} from './organization-queries';

export type OrganizationCreateInput = {
  name: string;
  slug: string;
  description: string | null;
  website: string | null;
};

export function createOrganization(input: OrganizationCreateInput): Promise<OrganizationDetail> {
  return answer(api.POST('/api/v1/organizations', { body: input }));
}

function summaryOf(detail: OrganizationDetail): OrganizationSummary {
  return {
    id: detail.id,
    name: detail.name,
    slug: detail.slug,
    logoUrl: detail.logoUrl,
    isActive: detail.isActive,
    roleName: detail.isOwner ? 'Owner' : null,
    isOwner: detail.isOwner,
  };
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: (detail) => {
      queryClient.setQueryData(organizationQueryOptions(detail.id).queryKey, detail);
      queryClient.setQueryData(organizationsQueryOptions().queryKey, (list) =>
        list ? [...list.filter((org) => org.id !== detail.id), summaryOf(detail)] : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY }),
  });
}
