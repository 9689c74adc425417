// The app's TanStack Query client: no retries for answers that cannot change
// (4xx), and a 401 anywhere makes the session be re-read, which sends a visitor
// whose session ended back to /auth.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';
import { refreshSession } from './auth-client';

function onError(error: unknown) {
  if (isApiError(error) && error.status === 401) refreshSession();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
