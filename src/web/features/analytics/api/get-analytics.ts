// GET /api/v1/analytics?range=7|30|90: the analytics tab's numbers, by day in the
// profile's time zone.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ANALYTICS_RANGES, type Analytics, type AnalyticsRange } from '@/core/analytics-schemas';
import { answer, api } from '@/web/lib/api-client';

export { ANALYTICS_RANGES, type Analytics, type AnalyticsRange };
export type AnalyticsDay = Analytics['series'][number];

/** The range as the query declares it ("7", "30" or "90"). */
const RANGE_PARAMS = { 7: '7', 30: '30', 90: '90' } as const;

export function getAnalytics(range: AnalyticsRange, signal?: AbortSignal): Promise<Analytics> {
  return answer(
    api.GET('/api/v1/analytics', { params: { query: { range: RANGE_PARAMS[range] } }, signal }),
  );
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
