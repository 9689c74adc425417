// GET /api/v1/projects (mine and the ones I am a member of) and /projects/:id, plus my
// own documents (GET /api/v1/documents) to pick from when adding one to a project.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentView } from '@/core/documents';
import type { ProjectDetail, ProjectView } from '@/core/project-schemas';
import { answer, api } from '@/web/lib/api-client';

/** Named after the live-update entity, so another member's change refreshes them. */
export const PROJECTS_QUERY_KEY = ['projects'] as const;

export function useProjects() {
  return useQuery(
    queryOptions({
      queryKey: PROJECTS_QUERY_KEY,
      queryFn: ({ signal }): Promise<ProjectView[]> =>
        answer(api.GET('/api/v1/projects', { signal })),
    }),
  );
}

export function useProject(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...PROJECTS_QUERY_KEY, id],
      queryFn: ({ signal }): Promise<ProjectDetail> =>
        answer(api.GET('/api/v1/projects/{id}', { params: { path: { id: id ?? '' } }, signal })),
      enabled: id !== null,
    }),
  );
}

/** The same key as the documents tab's own list, so both share one request. */
export function useMyDocuments(isEnabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['documents', 'mine'],
      queryFn: ({ signal }): Promise<DocumentView[]> =>
        answer(api.GET('/api/v1/documents', { signal })),
      enabled: isEnabled,
    }),
  );
}
