// The workspace's team event types (issue 22): GET, POST, PUT and DELETE on
// /api/v1/scheduling/team-event-types. A save waits for the answer so a refused one keeps
// what was typed; every change refreshes the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamEventType, TeamEventTypeInput } from '@/core/team-event-type-schemas';
import { apiFetch } from '@/web/lib/api';

/** Apart from the personal list (scheduling_event_types), which a team workspace also shows. */
export const TEAM_EVENT_TYPES_KEY = ['scheduling_team_event_types'] as const;
const PATH = '/scheduling/team-event-types';

export function useTeamEventTypes() {
  return useQuery({
    queryKey: TEAM_EVENT_TYPES_KEY,
    queryFn: ({ signal }) => apiFetch<TeamEventType[]>(PATH, { signal }),
  });
}

export function useSaveTeamEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TeamEventTypeInput }) =>
      id
        ? apiFetch<TeamEventType>(`${PATH}/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: input,
          })
        : apiFetch<TeamEventType>(PATH, { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TEAM_EVENT_TYPES_KEY }),
  });
}

export function useDeleteTeamEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TEAM_EVENT_TYPES_KEY }),
  });
}
