// A client's tasks: GET/POST /api/v1/clients/:id/tasks, PATCH/DELETE /api/v1/tasks/:id.
// A change moves the client's next task (cards, rows) and the overview's "due today", so
// those refetch too.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientTask, TaskCreateInput, TaskUpdateInput } from '@/core/task-schemas';
import { answer, api } from '@/web/lib/api-client';
import { taskKeys } from './task-keys';

export function useClientTasks(clientId: string) {
  return useQuery({
    queryKey: taskKeys.forClient(clientId),
    queryFn: ({ signal }): Promise<ClientTask[]> =>
      answer(api.GET('/api/v1/clients/{id}/tasks', { params: { path: { id: clientId } }, signal })),
  });
}

export function refreshAfterTaskChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['clients'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}

export function createTask(clientId: string, input: TaskCreateInput): Promise<ClientTask> {
  return answer(
    api.POST('/api/v1/clients/{id}/tasks', { params: { path: { id: clientId } }, body: input }),
  );
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, input }: { clientId: string; input: TaskCreateInput }) =>
      createTask(clientId, input),
    onSuccess: () => refreshAfterTaskChange(queryClient),
  });
}

export function updateTask(id: string, changes: TaskUpdateInput): Promise<ClientTask> {
  return answer(api.PATCH('/api/v1/tasks/{id}', { params: { path: { id } }, body: changes }));
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TaskUpdateInput }) =>
      updateTask(id, changes),
    onSuccess: () => refreshAfterTaskChange(queryClient),
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      answer(api.DELETE('/api/v1/tasks/{id}', { params: { path: { id } } })),
    onSuccess: () => refreshAfterTaskChange(queryClient),
  });
}
