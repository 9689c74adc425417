// One task in the client panel: check it off (or reopen it), its due moment, assignee and
// notes, and — for whoever may change the client — edit and delete.
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Client } from '@/core/client-schemas';
import type { ClientTask } from '@/core/task-schemas';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { errorMessage } from '@/web/lib/api';
import { useDeleteTask, useUpdateTask } from './api/client-tasks';
import { DueLabel } from './due-label';
import { TaskForm } from './task-form';

export function TaskItem({
  task,
  client,
  mayEdit,
}: {
  task: ClientTask;
  client: Pick<Client, 'ownerId' | 'ownerName'>;
  mayEdit: boolean;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const done = task.doneAt !== null;
  const checkboxId = `task-${task.id}`;

  if (isEditing) {
    return (
      <li className="rounded-lg border border-border p-3">
        <TaskForm
          client={client}
          task={task}
          submitLabel="Save Task"
          onCancel={() => setIsEditing(false)}
          onSubmit={async (input) => {
            await update.mutateAsync({
              id: task.id,
              changes: { ...input, assigneeId: input.assigneeId ?? task.assigneeId },
            });
            setIsEditing(false);
          }}
        />
      </li>
    );
  }

  const error = update.error ?? remove.error;
  return (
    <li className="grid gap-1 rounded-lg border border-border p-3" data-testid="client-task">
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0"
          checked={done}
          disabled={!mayEdit || update.isPending}
          onChange={(event) =>
            update.mutate({ id: task.id, changes: { done: event.target.checked } })
          }
        />
        <label
          htmlFor={checkboxId}
          className={cn(
            'min-w-0 flex-1 text-sm font-medium break-words',
            done && 'line-through text-muted-foreground',
          )}
        >
          {task.title}
        </label>
        {mayEdit ? (
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`Edit task ${task.title}`}
              onClick={() => setIsEditing(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-7 text-destructive"
              aria-label={`Delete task ${task.title}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(task.id)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pl-6">
        {done ? (
          <span className="text-xs text-muted-foreground">Done</span>
        ) : (
          <DueLabel dueAt={task.dueAt} overdue={new Date(task.dueAt) < new Date()} />
        )}
        {task.assigneeName ? (
          <span className="text-xs text-muted-foreground">For {task.assigneeName}</span>
        ) : null}
      </div>
      {task.notes ? (
        <p className="pl-6 text-sm whitespace-pre-wrap text-muted-foreground">{task.notes}</p>
      ) : null}
      {error ? (
        <p role="alert" className="pl-6 text-sm text-destructive">
          {errorMessage(error)}
        </p>
      ) : null}
    </li>
  );
}
