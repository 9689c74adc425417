// GET /api/v1/me/security: e-mail, two-factor state and whether the account has a password.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityStatus } from '@/core/auth-schemas';
import { answer, api } from '@/web/lib/api-client';

export type { SecurityStatus };

export const SECURITY_QUERY_KEY = ['security'] as const;

export function getSecurityStatus(signal?: AbortSignal): Promise<SecurityStatus> {
  return answer(api.GET('/api/v1/me/security', { signal }));
}

export function securityStatusQueryOptions() {
  return queryOptions({
    queryKey: SECURITY_QUERY_KEY,
    queryFn: ({ signal }) => getSecurityStatus(signal),
  });
}

export function useSecurityStatus() {
  return useQuery(securityStatusQueryOptions());
}
