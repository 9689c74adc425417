// GET /api/v1/dashboard/overview: the four stat tiles of the overview tab.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview } from '@/core/profile-schemas';
import { answer, api } from '@/web/lib/api-client';

/** The server's Overview (conversion already formatted, e.g. "0%"). */
export type DashboardOverview = Overview;

export function getOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return answer(api.GET('/api/v1/dashboard/overview', { signal }));
}

export function overviewQueryOptions() {
  return queryOptions({
    // Under 'dashboard' so live updates for links and clients refresh it (lib/live-updates.ts).
    queryKey: ['dashboard', 'overview'],
    queryFn: ({ signal }) => getOverview(signal),
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
