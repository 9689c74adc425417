// The app's TanStack Query client: the shared defaults (query-defaults.ts), and a 401
// anywhere makes the session be re-read, which sends a visitor whose session ended back
// to /auth.
import { MutationCache, QueryCache, type QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';
import { refreshSession } from './auth-client';
import { createPublicQueryClient } from './query-defaults';

function onError(error: unknown) {
  if (isApiError(error) && error.status === 401) refreshSession();
}

export function createQueryClient(): QueryClient {
  return createPublicQueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
  });
}
