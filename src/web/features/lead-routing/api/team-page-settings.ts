// GET and PUT /api/v1/workspace/team-page (the form switch and links) and
// PUT /api/v1/workspace/team-page/me (the caller's "Show me on the team page").
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamPageSettingsView, TeamPageUpdateInput } from '@/core/lead-routing-schemas';
import { apiFetch } from '@/web/lib/api';

const inWorkspace = (organizationId: string) => ({ 'X-Workspace-Id': organizationId });

export const teamPageQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['team-page', organizationId],
    queryFn: ({ signal }) =>
      apiFetch<TeamPageSettingsView>('/workspace/team-page', {
        signal,
        headers: inWorkspace(organizationId),
      }),
  });

export function useTeamPageSettings(organizationId: string) {
  return useQuery(teamPageQueryOptions(organizationId));
}

function useStore(organizationId: string) {
  const queryClient = useQueryClient();
  return (view: TeamPageSettingsView) =>
    queryClient.setQueryData(teamPageQueryOptions(organizationId).queryKey, view);
}

export function useUpdateTeamPage(organizationId: string) {
  const store = useStore(organizationId);
  return useMutation({
    mutationFn: (input: TeamPageUpdateInput) =>
      apiFetch<TeamPageSettingsView>('/workspace/team-page', {
        method: 'PUT',
        body: input,
        headers: inWorkspace(organizationId),
      }),
    onSuccess: store,
  });
}

export function useSetShowMe(organizationId: string) {
  const store = useStore(organizationId);
  return useMutation({
    mutationFn: (showMe: boolean) =>
      apiFetch<TeamPageSettingsView>('/workspace/team-page/me', {
        method: 'PUT',
        body: { showMe },
        headers: inWorkspace(organizationId),
      }),
    onSuccess: store,
  });
}
