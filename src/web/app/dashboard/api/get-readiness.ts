// GET /readyz: whether the server's database answers (the debug panel's
// "database connection status": checking, connected or error).
import { queryOptions, useQuery } from '@tanstack/react-query';

export type Readiness = { status: 'ready'; database: string };

export async function getReadiness(signal?: AbortSignal): Promise<Readiness> {
  const response = await fetch('/readyz', { signal, cache: 'no-store' });
  const body = (await response.json().catch(() => null)) as
    | (Partial<Readiness> & { error?: string })
    | null;
  if (!response.ok || body?.status !== 'ready') {
    throw new Error(body?.error ?? `The server answered ${response.status}`);
  }
  return { status: 'ready', database: body.database ?? 'unknown' };
}

export function readinessQueryOptions() {
  return queryOptions({
    queryKey: ['readiness'],
    queryFn: ({ signal }) => getReadiness(signal),
    retry: false,
    staleTime: 0,
  });
}

export function useReadiness() {
  return useQuery(readinessQueryOptions());
}
