// Removes a link's thumbnail: the row forgets it, then the file is deleted.
import type { Kysely } from 'kysely';
import type { Link } from '../../../core/link-schemas';
import type { DB } from '../../db/types';
import { publishChange } from '../../platform/events/publish';
import type { Storage } from '../../platform/storage/storage';
import { findOwnLink } from './find-own-link';
import { toLinkView } from './link-view';

export async function removeLinkThumbnail(
  db: Kysely<DB>,
  storage: Storage,
  userId: string,
  linkId: string,
): Promise<Link> {
  const { row, previousPath } = await db.transaction().execute(async (trx) => {
    const before = await findOwnLink(trx, userId, linkId, { forUpdate: true });
    if (!before.thumbnailPath) return { row: before, previousPath: null };
    const row = await trx
      .updateTable('links')
      .set({ thumbnailPath: null })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishChange(trx, userId, { entity: 'links', op: 'update', id: row.id });
    return { row, previousPath: before.thumbnailPath };
  });
  if (previousPath) await storage.delete(previousPath);
  return toLinkView(row);
}
