// The bulk action "createTask" (issue 20, decision 051): one task for each named client the
// caller may change, inserted by one statement. The due moment is the date and time typed,
// read in the zone given (else the caller's profile zone) by PostgreSQL's own time-zone
// rules — the same conversion a single task gets. The assignee is the one chosen, else
// each client's owner, else the caller; a chosen assignee must be an active member, and a
// client they may not edit is skipped (a task is worked on the client).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { TASK_MESSAGES } from '../../../core/messages';
import type { TaskCreate } from '../../../core/task-schemas';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import {
  loadWorkspaceAccess,
  recordFilter,
  type WorkspaceAccess,
} from '../../platform/access/workspace-access';

export type PreparedTask = TaskCreate & { timeZone: string; assignee: WorkspaceAccess | null };

/** The zone and the chosen assignee's access, checked before anything changes. */
export async function prepareTask(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  task: TaskCreate,
): Promise<PreparedTask> {
  let assignee: WorkspaceAccess | null = null;
  if (task.assigneeId) {
    assignee = await loadWorkspaceAccess(trx, task.assigneeId, access.workspaceId);
    if (!assignee || assignee.levels.clients.edit === 'none') {
      throw badRequest(TASK_MESSAGES.assigneeCannotEdit, {
        'task.assigneeId': TASK_MESSAGES.assigneeCannotEdit,
      });
    }
  }
  const timeZone =
    task.timeZone ??
    (
      await trx
        .selectFrom('profiles')
        .select('timezone')
        .where('userId', '=', access.userId)
        .executeTakeFirst()
    )?.timezone ??
    'UTC';
  return { ...task, timeZone, assignee };
}

/** `changed` (the tasks created) and `previous` (their ids, deleted on undo). */
export function createTasksStatement(
  access: WorkspaceAccess,
  task: PreparedTask,
): RawBuilder<unknown> {
  const assigneeMayEdit = task.assignee
    ? recordFilter(task.assignee, 'clients', 'edit', 't')
    : sql`true`;
  return sql`changed AS (
      INSERT INTO client_tasks (client_id, workspace_id, assignee_id, created_by, title, notes,
        due_at, time_zone)
      SELECT t.id, t.workspace_id, coalesce(${task.assigneeId ?? null}, t.user_id, ${access.userId}),
        ${access.userId}, ${task.title}, ${task.notes},
        (${task.dueDate}::date + ${task.dueTime}::time) AT TIME ZONE ${task.timeZone},
        ${task.timeZone}
      FROM target t
      WHERE ${recordFilter(access, 'clients', 'edit', 't')} AND ${assigneeMayEdit}
      RETURNING id, client_id
    ), previous AS (
      SELECT coalesce(jsonb_agg(id), '[]') AS payload FROM changed
    )`;
}
