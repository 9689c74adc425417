// GET /api/v1/dashboard/overview: the four stat tiles of the overview tab.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api';

export type DashboardOverview = {
  totalLinks: number;
  totalClicks: number;
  clients: number;
  /** Already formatted by the server, e.g. "0%". */
  conversion: string;
  /** The caller's open tasks still due today (issue 20). */
  tasksDueToday: number;
};

export function getOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return apiFetch<DashboardOverview>('/dashboard/overview', { signal });
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
