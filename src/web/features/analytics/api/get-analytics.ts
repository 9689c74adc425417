// GET /api/v1/analytics?range=7|30|90: the analytics tab's numbers, by day in the
// profile's time zone.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api';

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export type AnalyticsDay = { date: string; views: number; uniqueVisitors: number; clicks: number };

export type Analytics = {
  range: AnalyticsRange;
  timeZone: string;
  totals: { views: number; uniqueVisitors: number; clicks: number; ctr: number };
  series: AnalyticsDay[];
  links: { id: string; title: string; clicks: number }[];
  referrers: { referrer: string; count: number }[];
  devices: { device: string; count: number }[];
  browsers: { browser: string; count: number }[];
};

export function getAnalytics(range: AnalyticsRange, signal?: AbortSignal): Promise<Analytics> {
  return apiFetch<Analytics>(`/analytics?range=${range}`, { signal });
}

/** Where the tab's "Export CSV" button points (a download, not a query). */
export function analyticsCsvUrl(range: AnalyticsRange): string {
  return `/api/v1/analytics/export.csv?range=${range}`;
}

export function analyticsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    // Under 'dashboard' so live 'links' and 'link_clicks' events refresh it (lib/live-updates.ts).
    queryKey: ['dashboard', 'analytics', range],
    queryFn: ({ signal }) => getAnalytics(range, signal),
    // Switching the range keeps the old numbers on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(range: AnalyticsRange) {
  return useQuery(analyticsQueryOptions(range));
}
