// DELETE /interactions/:id. The client's last_contacted_at stays: the contact happened.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { publishRecordChange } from '../../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findInteractionClient } from './find-interaction';

export async function deleteInteraction(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  interactionId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const client = await findInteractionClient(trx, access, interactionId);
    const row = await trx
      .deleteFrom('client_interactions')
      .where('id', '=', interactionId)
      .returning('id')
      .executeTakeFirstOrThrow();
    await publishRecordChange(
      trx,
      access.workspaceId,
      'clients',
      { ownerId: client.userId, createdBy: client.createdBy },
      { entity: 'client_interactions', op: 'delete', id: row.id },
    );
  });
}
