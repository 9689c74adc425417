// GET /api/v1/usage: what the plan allows beside what is used, for the "1 of 1
// documents" lines of the documents and projects lists, hence here rather than in a
// feature. Documents, links and projects all move it (live-updates.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanUsage } from '@/core/documents';
import { canAddMore, limitReachedMessage, type PlanResource } from '@/core/plans';
import { answer, api } from './api-client';

export const USAGE_QUERY_KEY = ['usage'] as const;

export function useUsage() {
  return useQuery(
    queryOptions({
      queryKey: USAGE_QUERY_KEY,
      queryFn: ({ signal }): Promise<PlanUsage> => answer(api.GET('/api/v1/usage', { signal })),
    }),
  );
}

export function usedOf(usage: PlanUsage, resource: PlanResource): number {
  return usage.items.find((item) => item.resource === resource)?.used ?? 0;
}

/** Whether the plan has no room left for one more; not known yet (or not loaded) is room. */
export function isPlanFull(usage: PlanUsage | undefined, resource: PlanResource): boolean {
  return usage !== undefined && !canAddMore(usage.tier, resource, usedOf(usage, resource));
}

/**
 * The refusal the plan's usage line shows once the plan is full, else null. A form that
 * is refused for the same limit leaves the words to that line (form-errors.ts).
 */
export function planFullMessage(
  usage: PlanUsage | undefined,
  resource: PlanResource,
): string | null {
  return usage && isPlanFull(usage, resource) ? limitReachedMessage(usage.tier, resource) : null;
}
