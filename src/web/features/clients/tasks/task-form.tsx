// Add or edit a task (issue 20): title, due date and time, assignee (a team's member,
// the client's owner by default) and notes, checked by the same schema as the server.
// The time is in the caller's own zone (their profile's), as the server reads it.
import type { Client } from '@/core/client-schemas';
import { type ClientTask, TASK_NOTES_MAX, TASK_TITLE_MAX, ZTaskCreate } from '@/core/task-schemas';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormField } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { useWorkspaceMembers } from '@/web/features/organizations/public';
import { localDate } from './local-date';

export type TaskValues = {
  title: string;
  dueDate: string;
  dueTime: string;
  assigneeId: string;
  notes: string;
};

export type TaskInput = {
  title: string;
  dueDate: string;
  dueTime: string;
  /** Absent: the client's owner (the server's default). */
  assigneeId?: string;
  notes: string | null;
};

function valuesOf(client: Pick<Client, 'ownerId'>, task?: ClientTask, title = ''): TaskValues {
  return task
    ? {
        title: task.title,
        dueDate: task.dueDate,
        dueTime: task.dueTime,
        assigneeId: task.assigneeId ?? '',
        notes: task.notes ?? '',
      }
    : {
        title,
        dueDate: localDate(1),
        dueTime: '09:00',
        assigneeId: client.ownerId ?? '',
        notes: '',
      };
}

export function TaskForm({
  client,
  task,
  submitLabel,
  onSubmit,
  onCancel,
  defaultTitle,
  noAssigneeLabel = 'Me',
}: {
  client: Pick<Client, 'ownerId' | 'ownerName'>;
  /** A new task's title (bulk "Create task": "Follow up"). */
  defaultTitle?: string;
  /** What no assignee means: the caller here, each client's owner in a bulk action. */
  noAssigneeLabel?: string;
  task?: ClientTask;
  submitLabel: string;
  onSubmit: (input: TaskInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { isTeam, members } = useWorkspaceMembers();
  const initial = valuesOf(client, task, defaultTitle);
  const form = useScaleForm({
    defaultValues: initial,
    schema: ZTaskCreate,
    toInput: (values: TaskValues) => ({
      title: values.title,
      dueDate: values.dueDate,
      dueTime: values.dueTime,
      notes: values.notes,
      ...(values.assigneeId ? { assigneeId: values.assigneeId } : {}),
    }),
    onSubmit: async (checked) => {
      await onSubmit({
        title: checked.title,
        dueDate: checked.dueDate,
        dueTime: checked.dueTime,
        notes: checked.notes,
        ...(checked.assigneeId ? { assigneeId: checked.assigneeId } : {}),
      });
      // The add form (no Cancel) is ready for the next one.
      if (!onCancel) form.reset(valuesOf(client, undefined, defaultTitle));
    },
  });
  const assigned = form.watch('assigneeId');
  const listed = members.some((member) => member.userId === assigned);

  return (
    <Form form={form}>
      <FormFields className="gap-3">
        <FormField name="title" label="Title" max={TASK_TITLE_MAX}>
          {(control) => <Input {...control} maxLength={TASK_TITLE_MAX + 20} />}
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField name="dueDate" label="Due date">
            {(control) => <Input {...control} type="date" />}
          </FormField>
          <FormField name="dueTime" label="Time">
            {(control) => <Input {...control} type="time" />}
          </FormField>
        </div>
        {isTeam ? (
          <FormField name="assigneeId" label="Assignee">
            {(control) => (
              <Select {...control}>
                {client.ownerId ? null : <option value="">{noAssigneeLabel}</option>}
                {assigned && !listed ? (
                  <option value={assigned}>
                    {assigned === client.ownerId
                      ? (client.ownerName ?? 'The owner')
                      : (task?.assigneeName ?? 'Another member')}
                  </option>
                ) : null}
                {members.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {member.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ) : null}
        <FormField name="notes" label="Notes (optional)" max={TASK_NOTES_MAX}>
          {(control) => <Textarea {...control} rows={2} />}
        </FormField>
        <FormError />
        <FormActions
          submitLabel={submitLabel}
          onCancel={onCancel}
          size="sm"
          className="flex-row flex-wrap justify-end"
        />
      </FormFields>
    </Form>
  );
}
