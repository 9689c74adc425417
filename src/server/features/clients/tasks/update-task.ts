// PATCH /tasks/:id: change a task's fields, check it off (done: true sets done_at) or
// reopen it (done: false clears it). A new date, time or zone is read with the others
// kept as they read now, so moving the time keeps the day.
import { type Kysely, sql } from 'kysely';
import { dueInstant, dueParts } from '../../../../core/task-due';
import type { ClientTask, TaskUpdate } from '../../../../core/task-schemas';
import { inTransaction } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findTask } from './find-task';
import { publishTaskChange } from './publish-task-change';
import { checkAssignee } from './task-assignee';
import { toTaskViews } from './task-view';

export async function updateTask(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  taskId: string,
  input: TaskUpdate,
): Promise<ClientTask> {
  return inTransaction(db, async (trx) => {
    const { task, client } = await findTask(trx, access, taskId, 'edit');
    if (input.assigneeId) await checkAssignee(trx, access, client, input.assigneeId);
    const moved =
      input.dueDate !== undefined || input.dueTime !== undefined || input.timeZone !== undefined;
    const timeZone = input.timeZone ?? task.timeZone;
    const now = dueParts(task.dueAt, task.timeZone);
    const row = await trx
      .updateTable('client_tasks')
      .set({
        // Always something to set, even for a second check-off.
        updatedAt: sql<Date>`now()`,
        title: input.title,
        notes: input.notes,
        assigneeId: input.assigneeId,
        ...(moved
          ? {
              timeZone,
              dueAt: dueInstant(
                input.dueDate ?? now.dueDate,
                input.dueTime ?? now.dueTime,
                timeZone,
              ),
            }
          : {}),
        // Checking off twice keeps the first time it was done.
        ...(input.done === true && !task.doneAt ? { doneAt: new Date() } : {}),
        ...(input.done === false ? { doneAt: null } : {}),
      })
      .where('id', '=', task.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishTaskChange(trx, access, client, 'update', row.id, [
      task.assigneeId,
      row.assigneeId,
    ]);
    const [view] = await toTaskViews(trx, [{ ...row, clientName: client.name }]);
    return view as ClientTask;
  });
}
