// DELETE /clients/:id: the client and (by the foreign key's cascade) its interactions,
// when the caller may edit it.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { publishClientChange } from './client-change';
import { findClient } from './find-client';

export async function deleteClient(db: Kysely<DB>, access: WorkspaceAccess, clientId: string) {
  await db.transaction().execute(async (trx) => {
    const row = await findClient(trx, access, clientId, 'edit', true);
    await trx.deleteFrom('clients').where('id', '=', row.id).execute();
    await publishClientChange(trx, row, 'delete');
  });
}
