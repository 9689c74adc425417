// The panel's tasks (issue 20): open ones by due time, then done ones; the form to add
// one for whoever may change the client.
import { Loader2 } from 'lucide-react';
import type { Client } from '@/core/client-schemas';
import { LoadError } from '@/web/components/load-error';
import { useClientTasks, useCreateTask } from './api/client-tasks';
import { TaskForm } from './task-form';
import { TaskItem } from './task-item';

export function TasksSection({ client, mayEdit }: { client: Client; mayEdit: boolean }) {
  const tasks = useClientTasks(client.id);
  const create = useCreateTask();

  return (
    <section aria-labelledby="tasks-heading" className="grid gap-3">
      <h3 id="tasks-heading" className="text-base font-semibold">
        Tasks
      </h3>
      {tasks.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading tasks…
        </p>
      ) : tasks.isError ? (
        <LoadError what="The tasks" error={tasks.error} onRetry={tasks.refetch} />
      ) : tasks.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tasks yet.</p>
      ) : (
        <ul className="grid max-h-96 gap-2 overflow-auto" aria-label="Tasks">
          {tasks.data.map((task) => (
            <TaskItem key={task.id} task={task} client={client} mayEdit={mayEdit} />
          ))}
        </ul>
      )}
      {mayEdit ? (
        <div className="rounded-xl border border-border p-3">
          <h4 className="mb-2 text-sm font-medium">Add a task</h4>
          <TaskForm
            client={client}
            submitLabel="Add Task"
            onSubmit={(input) => create.mutateAsync({ clientId: client.id, input })}
          />
        </div>
      ) : null}
    </section>
  );
}
