// A task is reached through its client (decision 047): whoever may view the client may
// read its tasks, whoever may change it may change them; a task of a client the caller
// cannot see — or of another workspace — is "not found".
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { TASK_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError, notFound } from '../../../http/errors';
import type { RecordOp, WorkspaceAccess } from '../../../platform/access/workspace-access';
import type { ClientRow } from '../client-view';
import { findClient } from '../find-client';
import type { TaskRow } from './task-view';

const ZId = z.uuid();

export async function findTask(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  taskId: string,
  op: RecordOp,
): Promise<{ task: TaskRow; client: ClientRow }> {
  if (!ZId.safeParse(taskId).success) throw notFound(TASK_MESSAGES.taskNotFound);
  const task = await trx
    .selectFrom('client_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('workspaceId', '=', access.workspaceId)
    .$if(op === 'edit', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!task) throw notFound(TASK_MESSAGES.taskNotFound);
  try {
    return { task, client: await findClient(trx, access, task.clientId, op) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      throw notFound(TASK_MESSAGES.taskNotFound);
    }
    throw error;
  }
}
