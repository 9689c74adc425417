// POST /api/v1/clients/:id/template-uses: logs the use of a template on the client and
// answers the filled-in message; the client's interactions and last contact refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interaction } from '@/core/client-schemas';
import type { ComposedMessage, TemplateChannel } from '@/core/templates';
import { apiFetch } from '@/web/lib/api';

export type TemplateUseResult = ComposedMessage & { interaction: Interaction };

export function useTemplateOnClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { templateId: string; channel: TemplateChannel }) =>
      apiFetch<TemplateUseResult>(`/clients/${encodeURIComponent(clientId)}/template-uses`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['client_interactions', clientId] });
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
