// The workspace's team event types (issue 22): GET, POST, PUT and DELETE on
// /api/v1/scheduling/team-event-types. A save waits for the answer so a refused one keeps
// what was typed; every change refreshes the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamEventType, TeamEventTypeInput } from '@/core/team-event-type-schemas';
import { answer, api } from '@/web/lib/api-client';

/** Apart from the personal list (scheduling_event_types), which a team workspace also shows. */
export const TEAM_EVENT_TYPES_KEY = ['scheduling_team_event_types'] as const;

export function useTeamEventTypes() {
  return useQuery({
    queryKey: TEAM_EVENT_TYPES_KEY,
    queryFn: ({ signal }): Promise<TeamEventType[]> =>
      answer(api.GET('/api/v1/scheduling/team-event-types', { signal })),
  });
}

export function useSaveTeamEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: string | null;
      input: TeamEventTypeInput;
    }): Promise<TeamEventType> =>
      id
        ? answer(
            api.PUT('/api/v1/scheduling/team-event-types/{id}', {
              params: { path: { id } },
              body: input,
            }),
          )
        : answer(api.POST('/api/v1/scheduling/team-event-types', { body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TEAM_EVENT_TYPES_KEY }),
  });
}

export function useDeleteTeamEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      answer(api.DELETE('/api/v1/scheduling/team-event-types/{id}', { params: { path: { id } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TEAM_EVENT_TYPES_KEY }),
  });
}
