// Every tasks query lives under 'client_tasks', the live event's entity, so a change made
// anywhere refreshes the panel's list and the Tasks view together (lib/live-updates.ts).
import type { TaskBucket, TaskScope } from '@/core/task-schemas';

export const taskKeys = {
  all: ['client_tasks'] as const,
  forClient: (clientId: string) => ['client_tasks', 'client', clientId] as const,
  views: ['client_tasks', 'view'] as const,
  view: (scope: TaskScope, bucket: TaskBucket) => ['client_tasks', 'view', scope, bucket] as const,
};
