// GET /api/v1/organizations/:id/members: the members and the pending invitations.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembersResponse } from '@/core/organizations';
import { answer, api } from '@/web/lib/api-client';
import { memberKeys } from './member-keys';

export function membersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: memberKeys.members(organizationId),
    queryFn: ({ signal }): Promise<MembersResponse> =>
      answer(
        api.GET('/api/v1/organizations/{orgId}/members', {
          params: { path: { orgId: organizationId } },
          signal,
        }),
      ),
  });
}

export function useMembers(organizationId: string, isEnabled = true) {
  return useQuery({ ...membersQueryOptions(organizationId), enabled: isEnabled });
}
