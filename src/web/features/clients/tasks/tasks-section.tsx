// The panel's tasks (issue 20): open ones by due time, then done ones; the form to add
// one for whoever may change the client.
import type { Client } from '@/core/client-schemas';
import { PanelList } from '../panel-list';
import { useClientTasks, useCreateTask } from './api/client-tasks';
import { TaskForm } from './task-form';
import { TaskItem } from './task-item';

export function TasksSection({ client, mayEdit }: { client: Client; mayEdit: boolean }) {
  const tasks = useClientTasks(client.id);
  const create = useCreateTask();

  return (
    <PanelList
      title="Tasks"
      noun="tasks"
      listLabel="Tasks"
      query={tasks}
      item={(task) => <TaskItem key={task.id} task={task} client={client} mayEdit={mayEdit} />}
    >
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
    </PanelList>
  );
}
