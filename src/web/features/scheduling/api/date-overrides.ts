// Date overrides (issue 21): GET /scheduling/date-overrides?eventTypeId=<uuid|general>,
// POST /scheduling/date-overrides, PUT and DELETE /scheduling/date-overrides/:id.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DateOverride, DateOverrideInput } from '@/core/scheduling-schemas';
import { apiFetch } from '@/web/lib/api';
import { GENERAL, schedulingKeys } from './scheduling-keys';

export function listDateOverrides(
  eventTypeId: string | null,
  signal?: AbortSignal,
): Promise<DateOverride[]> {
  const query = new URLSearchParams({ eventTypeId: eventTypeId ?? GENERAL });
  return apiFetch<DateOverride[]>(`/scheduling/date-overrides?${query}`, { signal });
}

export function dateOverridesQueryOptions(eventTypeId: string | null) {
  return queryOptions({
    queryKey: schedulingKeys.dateOverrides(eventTypeId),
    queryFn: ({ signal }) => listDateOverrides(eventTypeId, signal),
  });
}

export function useDateOverrides(eventTypeId: string | null) {
  return useQuery(dateOverridesQueryOptions(eventTypeId));
}

/** An add without `id`, an edit with it (the set of an edit never changes). */
export function saveDateOverride({
  id,
  input,
}: {
  id: string | null;
  input: DateOverrideInput;
}): Promise<DateOverride> {
  if (id === null) {
    return apiFetch<DateOverride>('/scheduling/date-overrides', { method: 'POST', body: input });
  }
  const { eventTypeId: _set, ...changes } = input;
  return apiFetch<DateOverride>(`/scheduling/date-overrides/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });
}

export function deleteDateOverride(id: string): Promise<void> {
  return apiFetch<void>(`/scheduling/date-overrides/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schedulingKeys.allDateOverrides });
}

export function useSaveDateOverride() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveDateOverride, onSuccess: refresh });
}

export function useDeleteDateOverride() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteDateOverride, onSuccess: refresh });
}
