// POST /api/v1/templates, PATCH and DELETE /api/v1/templates/:id; each refreshes the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageTemplate, TemplateCreateInput } from '@/core/template-schemas';
import { apiFetch } from '@/web/lib/api';
import { TEMPLATES_QUERY_KEY } from './templates-query';

export type TemplateSave = { id?: string; input: TemplateCreateInput };

export function saveTemplate({ id, input }: TemplateSave): Promise<MessageTemplate> {
  return id
    ? apiFetch<MessageTemplate>(`/templates/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: input,
      })
    : apiFetch<MessageTemplate>('/templates', { method: 'POST', body: input });
}

export function deleteTemplate(id: string): Promise<void> {
  return apiFetch<void>(`/templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
    mutationFn: ({ id, workspaceId }: { id: string; workspaceId: string }) =>
      apiFetch<MessageTemplate>(`/templates/${encodeURIComponent(id)}/move`, {
        method: 'POST',
        body: { workspaceId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
