// A team event type's date overrides (decision 077): GET and POST
// /scheduling/team-event-types/:id/date-overrides, PUT and DELETE …/:overrideId. Kept under
// the date overrides' key, so a live update of scheduling_date_overrides refreshes them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamDateOverride, TeamDateOverrideInput } from '@/core/team-event-type-schemas';
import { answer, api } from '@/web/lib/api-client';
import { schedulingKeys } from '../../api/scheduling-keys';

const key = (eventTypeId: string) => [...schedulingKeys.allDateOverrides, 'team', eventTypeId];

export function useTeamDateOverrides(eventTypeId: string) {
  return useQuery({
    queryKey: key(eventTypeId),
    queryFn: ({ signal }): Promise<TeamDateOverride[]> =>
      answer(
        api.GET('/api/v1/scheduling/team-event-types/{id}/date-overrides', {
          params: { path: { id: eventTypeId } },
          signal,
        }),
      ),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schedulingKeys.allDateOverrides });
}

export function useSaveTeamDateOverride(eventTypeId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: string | null;
      input: TeamDateOverrideInput;
    }): Promise<TeamDateOverride> =>
      id === null
        ? answer(
            api.POST('/api/v1/scheduling/team-event-types/{id}/date-overrides', {
              params: { path: { id: eventTypeId } },
              body: input,
            }),
          )
        : answer(
            api.PUT('/api/v1/scheduling/team-event-types/{id}/date-overrides/{overrideId}', {
              params: { path: { id: eventTypeId, overrideId: id } },
              body: input,
            }),
          ),
    onSuccess: refresh,
  });
}

export function useDeleteTeamDateOverride(eventTypeId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      answer(
        api.DELETE('/api/v1/scheduling/team-event-types/{id}/date-overrides/{overrideId}', {
          params: { path: { id: eventTypeId, overrideId: id } },
        }),
      ),
    onSuccess: refresh,
  });
}
