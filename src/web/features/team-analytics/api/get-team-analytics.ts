// GET /api/v1/team-analytics?from=&to=: the Team tab's figures, by day in the caller's
// profile time zone, for the workspace the header switcher chose.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamAnalytics } from '@/core/team-analytics-schemas';
import { answer, api } from '@/web/lib/api-client';

export type TeamRangeChoice = { from: string; to: string };

export function getTeamAnalytics(
  range: TeamRangeChoice,
  signal?: AbortSignal,
): Promise<TeamAnalytics> {
  return answer(
    api.GET('/api/v1/team-analytics', {
      params: { query: { from: range.from, to: range.to } },
      signal,
    }),
  );
}

export function teamAnalyticsQueryOptions(range: TeamRangeChoice | null) {
  return queryOptions({
    // Under 'dashboard' so the live events that refresh the dashboard refresh it too.
    queryKey: ['dashboard', 'team-analytics', range?.from, range?.to],
    queryFn: ({ signal }) => getTeamAnalytics(range as TeamRangeChoice, signal),
    // A range refused before asking (see the tab) asks nothing.
    enabled: range !== null,
    // Changing the range keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useTeamAnalytics(range: TeamRangeChoice | null) {
  return useQuery(teamAnalyticsQueryOptions(range));
}
