// The query defaults every page shares, signed in or not. Kept apart from the app's
// client (query-client.ts) so the public booking entry does not load the auth client.
import { type DefaultOptions, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isApiError } from './api';

export const QUERY_DEFAULTS = {
  queries: {
    staleTime: 30_000,
    // No retries for answers that cannot change (4xx).
    retry: (failureCount, error) => {
      if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
      return failureCount < 2;
    },
  },
} satisfies DefaultOptions;

/** A visitor's client on the public pages: nobody is signed in, so no session handling. */
export function createPublicQueryClient(config: Omit<QueryClientConfig, 'defaultOptions'> = {}) {
  return new QueryClient({ ...config, defaultOptions: QUERY_DEFAULTS });
}
