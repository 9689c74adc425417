// Bulk "Create task" (issue 20, decision 051): one task for each client named, due in the
// caller's zone, assigned to each client's owner unless a member is chosen. The same form
// as a single task's; the count and "Undo" come in the bar's toast.
import { useState } from 'react';
import { Button } from '@/ui/button';
import { FormDialog } from '@/web/components/form/form-dialog';
import { TaskForm, type TaskInput } from './tasks/task-form';

export function BulkTaskDialog({
  count,
  disabled,
  onSubmit,
}: {
  count: number;
  disabled: boolean;
  /** Resolves once created (the dialog closes), rejects with the error to show. */
  onSubmit: (task: TaskInput) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Create task
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={`Create a task for each of ${count} ${count === 1 ? 'client' : 'clients'}`}
        description="Due in your own time zone; each client's owner is assigned unless you choose."
      >
        <TaskForm
          client={{ ownerId: null, ownerName: null }}
          defaultTitle="Follow up"
          noAssigneeLabel="Each client's owner"
          submitLabel={`Create ${count} ${count === 1 ? 'task' : 'tasks'}`}
          onCancel={() => setOpen(false)}
          onSubmit={async (task) => {
            await onSubmit(task);
            setOpen(false);
          }}
        />
      </FormDialog>
    </>
  );
}
