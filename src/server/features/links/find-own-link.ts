// One of the user's own links; another user's link, or an id that is not a uuid,
// is "not found" so nobody can learn whether someone else's link exists.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LINK_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import type { LinkRow } from './link-view';

const ZLinkId = z.uuid();

/** Throws 404 unless `linkId` looks like a link id; saves the database a cast error. */
export function checkLinkId(linkId: string): string {
  if (!ZLinkId.safeParse(linkId).success) throw notFound(LINK_MESSAGES.linkNotFound);
  return linkId;
}

export async function findOwnLink(
  db: Kysely<DB>,
  userId: string,
  linkId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LinkRow> {
  let query = db
    .selectFrom('links')
    .selectAll()
    .where('id', '=', checkLinkId(linkId))
    .where('userId', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(LINK_MESSAGES.linkNotFound);
  return row;
}
