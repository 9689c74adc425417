// GET /clients/:id/tasks: a client's tasks for whoever may see the client — the open ones
// by due time, then the done ones, most recently done first.
import { type Kysely, sql } from 'kysely';
import type { ClientTask } from '../../../../core/task-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findClient } from '../find-client';
import { toTaskViews } from './task-view';

export async function listClientTasks(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
): Promise<ClientTask[]> {
  const client = await findClient(db, access, clientId);
  const rows = await db
    .selectFrom('client_tasks')
    .selectAll()
    .where('clientId', '=', client.id)
    .orderBy(sql`done_at IS NOT NULL`)
    .orderBy(sql`CASE WHEN done_at IS NULL THEN due_at END`)
    .orderBy('doneAt', 'desc')
    .orderBy('id')
    .execute();
  return toTaskViews(
    db,
    rows.map((row) => ({ ...row, clientName: client.name })),
  );
}
