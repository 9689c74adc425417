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
import { apiFetch } from '@/web/lib/api';
import { USAGE_QUERY_KEY } from '@/web/lib/usage-query';
import { PROJECTS_QUERY_KEY } from './projects-query';

export type ProjectInput = z.input<typeof ZProjectCreate>;
export type ProjectUpdateInput = z.input<typeof ZProjectUpdate>;
export type MemberInput = z.input<typeof ZProjectMemberAdd>;

const projectPath = (id: string) => `/projects/${encodeURIComponent(id)}`;

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
  return useProjectMutation((input: ProjectInput) =>
    apiFetch<ProjectDetail>('/projects', { method: 'POST', body: input }),
  );
}

export function useUpdateProject() {
  return useProjectMutation(({ id, input }: { id: string; input: ProjectUpdateInput }) =>
    apiFetch<ProjectDetail>(projectPath(id), { method: 'PATCH', body: input }),
  );
}

export function useDeleteProject() {
  return useProjectMutation((id: string) => apiFetch<void>(projectPath(id), { method: 'DELETE' }));
}

export function useAddProjectDocument(projectId: string) {
  return useProjectMutation((documentId: string) =>
    apiFetch<ProjectDetail>(`${projectPath(projectId)}/documents`, {
      method: 'POST',
      body: { documentId },
    }),
  );
}

export function useRemoveProjectDocument(projectId: string) {
  return useProjectMutation((documentId: string) =>
    apiFetch<void>(`${projectPath(projectId)}/documents/${encodeURIComponent(documentId)}`, {
      method: 'DELETE',
    }),
  );
}

export function useAddProjectMember(projectId: string) {
  return useProjectMutation((input: MemberInput) =>
    apiFetch<ProjectDetail>(`${projectPath(projectId)}/members`, { method: 'POST', body: input }),
  );
}

export function useUpdateProjectMember(projectId: string) {
  return useProjectMutation(({ memberId, role }: { memberId: string; role: 'editor' | 'viewer' }) =>
    apiFetch<ProjectDetail>(`${projectPath(projectId)}/members/${encodeURIComponent(memberId)}`, {
      method: 'PATCH',
      body: { role },
    }),
  );
}

export function useRemoveProjectMember(projectId: string) {
  return useProjectMutation((memberId: string) =>
    apiFetch<void>(`${projectPath(projectId)}/members/${encodeURIComponent(memberId)}`, {
      method: 'DELETE',
    }),
  );
}
