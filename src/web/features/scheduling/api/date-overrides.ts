// Date overrides (issue 21): GET /scheduling/date-overrides?eventTypeId=<uuid|general>,
// POST /scheduling/date-overrides, PUT and DELETE /scheduling/date-overrides/:id.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DateOverride, DateOverrideInput } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { GENERAL, schedulingKeys } from './scheduling-keys';

export function listDateOverrides(
  eventTypeId: string | null,
  signal?: AbortSignal,
): Promise<DateOverride[]> {
  return answer(
    api.GET('/api/v1/scheduling/date-overrides', {
      params: { query: { eventTypeId: eventTypeId ?? GENERAL } },
      signal,
    }),
  );
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
    return answer(api.POST('/api/v1/scheduling/date-overrides', { body: input }));
  }
  const { eventTypeId: _set, ...changes } = input;
  return answer(
    api.PUT('/api/v1/scheduling/date-overrides/{id}', { params: { path: { id } }, body: changes }),
  );
}

export function deleteDateOverride(id: string): Promise<void> {
  return answer(api.DELETE('/api/v1/scheduling/date-overrides/{id}', { params: { path: { id } } }));
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
