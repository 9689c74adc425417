// Deletes a link and then its thumbnail file (a file left behind is only warned).
import type { Kysely } from 'kysely';
import { LINK_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import type { Storage } from '../../platform/storage/storage';
import { checkLinkId } from './find-own-link';

export async function deleteLink(
  db: Kysely<DB>,
  storage: Storage,
  userId: string,
  linkId: string,
): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('links')
      .where('id', '=', checkLinkId(linkId))
      .where('userId', '=', userId)
      .returning(['id', 'thumbnailPath'])
      .executeTakeFirst();
    if (!row) throw notFound(LINK_MESSAGES.linkNotFound);
    await publishChange(trx, userId, { entity: 'links', op: 'delete', id: row.id });
    return row;
  });
  // After COMMIT: the row is gone for good, so its file is no longer needed.
  if (deleted.thumbnailPath) await storage.delete(deleted.thumbnailPath);
}
