// POST /api/v1/templates, PATCH and DELETE /api/v1/templates/:id; each refreshes the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageTemplate, TemplateCreateInput } from '@/core/template-schemas';
import { answer, api } from '@/web/lib/api-client';
import { TEMPLATES_QUERY_KEY } from './templates-query';

export type TemplateSave = { id?: string; input: TemplateCreateInput };

export function saveTemplate({ id, input }: TemplateSave): Promise<MessageTemplate> {
  return id
    ? answer(api.PATCH('/api/v1/templates/{id}', { params: { path: { id } }, body: input }))
    : answer(api.POST('/api/v1/templates', { body: input }));
}

export function deleteTemplate(id: string): Promise<void> {
  return answer(api.DELETE('/api/v1/templates/{id}', { params: { path: { id } } }));
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}

/** POST /api/v1/templates/:id/move (issue 18): into another workspace. */
export function useMoveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      workspaceId,
    }: {
      id: string;
      workspaceId: string;
    }): Promise<MessageTemplate> =>
      answer(
        api.POST('/api/v1/templates/{id}/move', {
          params: { path: { id } },
          body: { workspaceId },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
