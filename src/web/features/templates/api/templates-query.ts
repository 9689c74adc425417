// GET /api/v1/templates: the user's message templates, alphabetically.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@/core/template-schemas';
import { answer, api } from '@/web/lib/api-client';

/** Named after the live-update entity, so another browser's edits refresh it (lib/live-updates.ts). */
export const TEMPLATES_QUERY_KEY = ['message_templates'] as const;

export function listTemplates(signal?: AbortSignal): Promise<MessageTemplate[]> {
  return answer(api.GET('/api/v1/templates', { signal }));
}

export function useTemplates() {
  return useQuery(
    queryOptions({ queryKey: TEMPLATES_QUERY_KEY, queryFn: ({ signal }) => listTemplates(signal) }),
  );
}
