// GET /api/v1/me/security: e-mail, two-factor state and whether the account has a password.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api';

export type SecurityStatus = {
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  hasPassword: boolean;
};

export const SECURITY_QUERY_KEY = ['security'] as const;

export function getSecurityStatus(signal?: AbortSignal): Promise<SecurityStatus> {
  return apiFetch<SecurityStatus>('/me/security', { signal });
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
