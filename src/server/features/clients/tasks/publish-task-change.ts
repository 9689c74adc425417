// Live updates for a task go to whoever may see its client, like the client's own changes,
// so open panels, boards and Tasks views refetch.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { publishRecordChange } from '../../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import type { ClientRow } from '../client-view';

export async function publishTaskChange(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  client: ClientRow,
  op: 'insert' | 'update' | 'delete',
  taskId: string,
  assignees: (string | null)[] = [],
): Promise<void> {
  await publishRecordChange(
    trx,
    access.workspaceId,
    'clients',
    { ownerId: client.userId, createdBy: client.createdBy },
    { entity: 'client_tasks', op, id: taskId },
    // An assignee hears of their task even when their level does not show the client.
    assignees,
  );
}
