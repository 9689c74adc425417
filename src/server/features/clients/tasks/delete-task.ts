// DELETE /tasks/:id, by whoever may change the task's client.
import type { Kysely } from 'kysely';
import { inTransaction } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findTask } from './find-task';
import { publishTaskChange } from './publish-task-change';

export async function deleteTask(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  taskId: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { task, client } = await findTask(trx, access, taskId, 'edit');
    await trx.deleteFrom('client_tasks').where('id', '=', task.id).execute();
    await publishTaskChange(trx, access, client, 'delete', task.id, [task.assigneeId]);
  });
}
