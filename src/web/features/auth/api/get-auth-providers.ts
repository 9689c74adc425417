// GET /api/v1/auth/providers: which social sign-in buttons to show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@/core/auth-schemas';
import { answer, api } from '@/web/lib/api-client';

export type { AuthProviders };

export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return answer(api.GET('/api/v1/auth/providers', { signal }));
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    // Configured by environment variables: fixed for the life of the server.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
