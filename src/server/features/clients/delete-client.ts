// DELETE /clients/:id: the client and (by the foreign key's cascade) its interactions,
// when the caller may edit it.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { publishRecordChange } from '../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { findClient } from './find-client';

export async function deleteClient(db: Kysely<DB>, access: WorkspaceAccess, clientId: string) {
  await db.transaction().execute(async (trx) => {
    const row = await findClient(trx, access, clientId, 'edit', true);
    await trx.deleteFrom('clients').where('id', '=', row.id).execute();
    await publishRecordChange(
      trx,
      access.workspaceId,
      'clients',
      { ownerId: row.userId, createdBy: row.createdBy },
      { entity: 'clients', op: 'delete', id: row.id },
    );
  });
}
