// POST /api/v1/clients/:id/template-uses: logs the use of a template on the client and
// answers the filled-in message; the client's interactions and last contact refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interaction } from '@/core/client-schemas';
import type { ComposedMessage, TemplateChannel } from '@/core/templates';
import { answer, api } from '@/web/lib/api-client';

export type TemplateUseResult = ComposedMessage & { interaction: Interaction };

export function useTemplateOnClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      templateId: string;
      channel: TemplateChannel;
    }): Promise<TemplateUseResult> =>
      answer(
        api.POST('/api/v1/clients/{id}/template-uses', {
          params: { path: { id: clientId } },
          body: input,
        }),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['client_interactions', clientId] });
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
