// "Add task" from a kanban card's menu: the panel's form in a dialog.
import { toast } from 'sonner';
import type { Client } from '@/core/client-schemas';
import { FormDialog } from '@/web/components/form/form-dialog';
import { useCreateTask } from './api/client-tasks';
import { TaskForm } from './task-form';

export function AddTaskDialog({
  client,
  open,
  onOpenChange,
}: {
  client: Client;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateTask();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Add a task for ${client.name}`}
      description="Due in your own time zone; the client's owner is assigned unless you choose."
    >
      <TaskForm
        client={client}
        submitLabel="Add Task"
        onCancel={() => onOpenChange(false)}
        onSubmit={async (input) => {
          await create.mutateAsync({ clientId: client.id, input });
          toast.success('Task added');
          onOpenChange(false);
        }}
      />
    </FormDialog>
  );
}
