// Every change to a project: the project itself, its documents and its members. Each
// refreshes the projects, the document lists (shared documents come through projects)
// and the plan usage (the "1 of 1 projects" line).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ProjectDetail,
  ZProjectCreate,
  ZProjectMemberAdd,
  ZProjectUpdate,
} from '@/core/project-schemas';
import { answer, api } from '@/web/lib/api-client';
import { USAGE_QUERY_KEY } from '@/web/lib/usage-query';
import { PROJECTS_QUERY_KEY } from './projects-query';

export type ProjectInput = z.input<typeof ZProjectCreate>;
export type ProjectUpdateInput = z.input<typeof ZProjectUpdate>;
export type MemberInput = z.input<typeof ZProjectMemberAdd>;

function useProjectMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['documents'] });
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    },
  });
}

export function useCreateProject() {
  return useProjectMutation(
    (input: ProjectInput): Promise<ProjectDetail> =>
      answer(api.POST('/api/v1/projects', { body: input })),
  );
}

export function useUpdateProject() {
  return useProjectMutation(
    ({ id, input }: { id: string; input: ProjectUpdateInput }): Promise<ProjectDetail> =>
      answer(api.PATCH('/api/v1/projects/{id}', { params: { path: { id } }, body: input })),
  );
}

export function useDeleteProject() {
  return useProjectMutation(
    (id: string): Promise<void> =>
      answer(api.DELETE('/api/v1/projects/{id}', { params: { path: { id } } })),
  );
}

export function useAddProjectDocument(projectId: string) {
  return useProjectMutation(
    (documentId: string): Promise<ProjectDetail> =>
      answer(
        api.POST('/api/v1/projects/{id}/documents', {
          params: { path: { id: projectId } },
          body: { documentId },
        }),
      ),
  );
}

export function useRemoveProjectDocument(projectId: string) {
  return useProjectMutation(
    (documentId: string): Promise<void> =>
      answer(
        api.DELETE('/api/v1/projects/{id}/documents/{documentId}', {
          params: { path: { id: projectId, documentId } },
        }),
      ),
  );
}

export function useAddProjectMember(projectId: string) {
  return useProjectMutation(
    (input: MemberInput): Promise<ProjectDetail> =>
      answer(
        api.POST('/api/v1/projects/{id}/members', {
          params: { path: { id: projectId } },
          body: input,
        }),
      ),
  );
}

export function useUpdateProjectMember(projectId: string) {
  return useProjectMutation(
    ({ memberId, role }: { memberId: string; role: 'editor' | 'viewer' }): Promise<ProjectDetail> =>
      answer(
        api.PATCH('/api/v1/projects/{id}/members/{memberId}', {
          params: { path: { id: projectId, memberId } },
          body: { role },
        }),
      ),
  );
}

export function useRemoveProjectMember(projectId: string) {
  return useProjectMutation(
    (memberId: string): Promise<void> =>
      answer(
        api.DELETE('/api/v1/projects/{id}/members/{memberId}', {
          params: { path: { id: projectId, memberId } },
        }),
      ),
  );
}
