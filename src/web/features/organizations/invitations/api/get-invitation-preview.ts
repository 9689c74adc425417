// GET /api/v1/invitations/:token: what the accept page shows, signed in or not.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@/core/organizations';
import { isApiError } from '@/web/lib/api';
import { answer, api } from '@/web/lib/api-client';
import { ORGANIZATIONS_QUERY_KEY } from '../../api/organization-queries';

const PREVIEW_SEGMENT = 'invitation';

export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...ORGANIZATIONS_QUERY_KEY, PREVIEW_SEGMENT, token],
    queryFn: ({ signal }): Promise<InvitationPreview> =>
      answer(api.GET('/api/v1/invitations/{token}', { params: { path: { token } }, signal })),
    // An unknown link stays unknown: only a failure to reach the server is worth retrying.
    retry: (failureCount, error) => !(isApiError(error) && error.status > 0) && failureCount < 2,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}

/** Whether a query key is an invitation preview's (public, kept across sign-out). */
export function isInvitationPreviewKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === ORGANIZATIONS_QUERY_KEY[0] && queryKey[1] === PREVIEW_SEGMENT;
}
