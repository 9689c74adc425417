// GET and PUT /api/v1/workspace/lead-routing: the team's "New leads" setting and rotation.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoutingSettingsInput, RoutingSettingsView } from '@/core/lead-routing-schemas';
import { answer, api } from '@/web/lib/api-client';

const inWorkspace = (organizationId: string) => ({ 'X-Workspace-Id': organizationId });

export const routingQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['lead-routing', organizationId],
    queryFn: ({ signal }): Promise<RoutingSettingsView> =>
      answer(
        api.GET('/api/v1/workspace/lead-routing', {
          signal,
          headers: inWorkspace(organizationId),
        }),
      ),
  });

export function useRoutingSettings(organizationId: string, enabled = true) {
  return useQuery({ ...routingQueryOptions(organizationId), enabled });
}

export function useUpdateRouting(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoutingSettingsInput): Promise<RoutingSettingsView> =>
      answer(
        api.PUT('/api/v1/workspace/lead-routing', {
          body: input,
          headers: inWorkspace(organizationId),
        }),
      ),
    onSuccess: (view) =>
      queryClient.setQueryData(routingQueryOptions(organizationId).queryKey, view),
  });
}
