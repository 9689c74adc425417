// GET /api/v1/organizations/:id/members: the members and the pending invitations.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembersResponse } from '@/core/organizations';
import { apiFetch } from '@/web/lib/api';
import { memberKeys, organizationPath } from './member-keys';

export function membersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: memberKeys.members(organizationId),
    queryFn: ({ signal }) =>
      apiFetch<MembersResponse>(organizationPath(organizationId, 'members'), { signal }),
  });
}

export function useMembers(organizationId: string, isEnabled = true) {
  return useQuery({ ...membersQueryOptions(organizationId), enabled: isEnabled });
}
