// Changes any of a link's title, url, description and active state.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Link, ZLinkUpdate } from '../../../core/link-schemas';
import { LINK_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { checkLinkId } from './find-own-link';
import { toLinkView } from './link-view';

export async function updateLink(
  db: Kysely<DB>,
  userId: string,
  linkId: string,
  input: z.output<typeof ZLinkUpdate>,
): Promise<Link> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('links')
      .set({
        title: input.title,
        url: input.url,
        description: input.description,
        isActive: input.isActive,
      })
      .where('id', '=', checkLinkId(linkId))
      .where('userId', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(LINK_MESSAGES.linkNotFound);
    await publishChange(trx, userId, { entity: 'links', op: 'update', id: row.id });
    return toLinkView(row);
  });
}
