// GET /api/v1/usage: what the plan allows beside what is used, for the "1 of 1
// documents" lines. Documents, links and projects all move it (lib/live-updates.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanUsage } from '@/core/documents';
import type { PlanResource } from '@/core/plans';
import { apiFetch } from '@/web/lib/api';

export const USAGE_QUERY_KEY = ['usage'] as const;

export function useUsage() {
  return useQuery(
    queryOptions({
      queryKey: USAGE_QUERY_KEY,
      queryFn: ({ signal }) => apiFetch<PlanUsage>('/usage', { signal }),
    }),
  );
}

export function usedOf(usage: PlanUsage, resource: PlanResource): number {
  return usage.items.find((item) => item.resource === resource)?.used ?? 0;
}
