// POST /clients/:id/tasks: a follow-up task on a client the caller may change.
import type { Kysely } from 'kysely';
import { dueInstant } from '../../../../core/task-due';
import type { ClientTask, TaskCreate } from '../../../../core/task-schemas';
import { inTransaction } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findClient } from '../find-client';
import { profileTimeZone } from './profile-time-zone';
import { publishTaskChange } from './publish-task-change';
import { checkAssignee, defaultAssignee } from './task-assignee';
import { toTaskViews } from './task-view';

export async function createTask(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
  input: TaskCreate,
): Promise<ClientTask> {
  return inTransaction(db, async (trx) => {
    const client = await findClient(trx, access, clientId, 'edit', true);
    const assigneeId = input.assigneeId ?? (await defaultAssignee(trx, access, client));
    await checkAssignee(trx, access, client, assigneeId);
    const timeZone = input.timeZone ?? (await profileTimeZone(trx, access.userId));
    const row = await trx
      .insertInto('client_tasks')
      .values({
        clientId: client.id,
        assigneeId,
        createdBy: access.userId,
        title: input.title,
        notes: input.notes,
        dueAt: dueInstant(input.dueDate, input.dueTime, timeZone),
        timeZone,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishTaskChange(trx, access, client, 'insert', row.id, [assigneeId]);
    const [view] = await toTaskViews(trx, [{ ...row, clientName: client.name }]);
    return view as ClientTask;
  });
}
