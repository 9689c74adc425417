// GET and PUT /api/v1/workspace/team-page (the form switch and links) and
// PUT /api/v1/workspace/team-page/me (the caller's "Show me on the team page").
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamPageSettingsView, TeamPageUpdateInput } from '@/core/lead-routing-schemas';
import { answer, api } from '@/web/lib/api-client';

const inWorkspace = (organizationId: string) => ({ 'X-Workspace-Id': organizationId });

export const teamPageQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['team-page', organizationId],
    queryFn: ({ signal }): Promise<TeamPageSettingsView> =>
      answer(
        api.GET('/api/v1/workspace/team-page', { signal, headers: inWorkspace(organizationId) }),
      ),
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
    mutationFn: (input: TeamPageUpdateInput): Promise<TeamPageSettingsView> =>
      answer(
        api.PUT('/api/v1/workspace/team-page', {
          body: input,
          headers: inWorkspace(organizationId),
        }),
      ),
    onSuccess: store,
  });
}

export function useSetShowMe(organizationId: string) {
  const store = useStore(organizationId);
  return useMutation({
    mutationFn: (showMe: boolean): Promise<TeamPageSettingsView> =>
      answer(
        api.PUT('/api/v1/workspace/team-page/me', {
          body: { showMe },
          headers: inWorkspace(organizationId),
        }),
      ),
    onSuccess: store,
  });
}
