// One of the caller's own tracking links, or 404 (another user's link is "not found").
import type { Kysely } from 'kysely';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { isUuid } from './is-uuid';

export async function findOwnTrackingLink(db: Kysely<DB>, userId: string, linkId: string) {
  if (!isUuid(linkId)) throw notFound(DOCUMENT_MESSAGES.trackingLinkNotFound);
  const link = await db
    .selectFrom('document_tracking_links')
    .selectAll()
    .where('id', '=', linkId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!link) throw notFound(DOCUMENT_MESSAGES.trackingLinkNotFound);
  return link;
}
