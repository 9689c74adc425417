// Changes any of a link's title, url, description, active state, featured mark and
// schedule; a section header takes only its title and active state.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isScheduleInOrder, type Link, type ZLinkUpdate } from '../../../core/link-schemas';
import { LINK_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { clearOtherFeatured } from './featured-link';
import { findOwnLink } from './find-own-link';
import { toLinkView } from './link-view';

export async function updateLink(
  db: Kysely<DB>,
  userId: string,
  linkId: string,
  input: z.output<typeof ZLinkUpdate>,
): Promise<Link> {
  return db.transaction().execute(async (trx) => {
    const before = await findOwnLink(trx, userId, linkId, { forUpdate: true });
    if (before.kind === 'header') {
      if (input.url !== undefined) {
        throw badRequest(LINK_MESSAGES.headerHasNoUrl, { url: LINK_MESSAGES.headerHasNoUrl });
      }
      if (input.description || input.featured || input.showFrom || input.showUntil) {
        throw badRequest(LINK_MESSAGES.headerIsPlain);
      }
    }
    // From and until are checked as they will be stored, the untouched side included.
    const showFrom = input.showFrom === undefined ? before.showFrom : input.showFrom;
    const showUntil = input.showUntil === undefined ? before.showUntil : input.showUntil;
    if (!isScheduleInOrder(showFrom, showUntil)) {
      throw badRequest(LINK_MESSAGES.untilBeforeFrom, {
        showUntil: LINK_MESSAGES.untilBeforeFrom,
      });
    }
    if (input.featured) await clearOtherFeatured(trx, userId, before.id);
    const row = await trx
      .updateTable('links')
      .set({
        title: input.title,
        url: input.url,
        description: input.description,
        isActive: input.isActive,
        featured: input.featured,
        showFrom: input.showFrom,
        showUntil: input.showUntil,
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishChange(trx, userId, { entity: 'links', op: 'update', id: row.id });
    return toLinkView(row);
  });
}
