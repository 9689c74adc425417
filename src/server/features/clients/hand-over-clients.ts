// A member leaves a team workspace (issue 18): the clients they own there go to the
// member who takes over, or become unassigned — never deleted — each logged on the
// client like any reassignment, the new owner mailed once.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { publishRecordChange } from '../../platform/access/publish-record-change';
import { recordAssignments } from './client-assignment';

export async function handOverClients(
  trx: Kysely<DB>,
  input: {
    workspaceId: string;
    fromUserId: string;
    toUserId: string | null;
    byUserId: string;
    publicUrl: string;
  },
): Promise<number> {
  const moved = await trx
    .updateTable('clients')
    .set({ userId: input.toUserId })
    .where('workspaceId', '=', input.workspaceId)
    .where('userId', '=', input.fromUserId)
    .returning(['id', 'name'])
    .execute();
  if (moved.length === 0) return 0;
  await recordAssignments(trx, input.byUserId, moved, input.toUserId, input.publicUrl);
  await publishRecordChange(
    trx,
    input.workspaceId,
    'clients',
    { ownerId: input.toUserId, createdBy: null },
    { entity: 'clients', op: 'update', id: 'bulk' },
    [input.fromUserId],
  );
  return moved.length;
}
