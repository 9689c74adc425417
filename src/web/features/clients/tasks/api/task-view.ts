// GET /api/v1/tasks: one group of the Tasks view, with every group's count; and checking
// off in place — the task leaves its group at once (optimistic), comes back if the server
// refuses, and the whole view refetches once it answers.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskBucket, TaskPage, TaskScope } from '@/core/task-schemas';
import { answer, api } from '@/web/lib/api-client';
import { refreshAfterTaskChange, updateTask } from './client-tasks';
import { taskKeys } from './task-keys';

export function useTaskView(scope: TaskScope, bucket: TaskBucket, limit: number) {
  return useQuery({
    queryKey: [...taskKeys.view(scope, bucket), limit],
    queryFn: ({ signal }): Promise<TaskPage> =>
      answer(api.GET('/api/v1/tasks', { params: { query: { scope, bucket, limit } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useToggleTaskInView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) => updateTask(id, { done }),
    onMutate: async ({ id, done }) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.views });
      const before = queryClient.getQueriesData<TaskPage>({ queryKey: taskKeys.views });
      queryClient.setQueriesData<TaskPage>({ queryKey: taskKeys.views }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((task) =>
                task.id === id ? { ...task, doneAt: done ? new Date().toISOString() : null } : task,
              ),
            }
          : page,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => refreshAfterTaskChange(queryClient),
  });
}
