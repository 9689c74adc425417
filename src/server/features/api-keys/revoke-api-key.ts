// DELETE /api-keys/:id: the key stops working at its next request (every request reads
// the row). The row stays, revoked, so what it wrote still names it.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { API_KEY_MESSAGES as M } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';

export async function revokeApiKey(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  keyId: string,
): Promise<void> {
  if (!z.uuid().safeParse(keyId).success) throw notFound(M.keyNotFound);
  const revoked = await db
    .updateTable('api_keys')
    .set({ revokedAt: new Date() })
    .where('id', '=', keyId)
    .where('workspaceId', '=', access.workspaceId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) throw notFound(M.keyNotFound);
}
