// An active link by id, for click tracking (/go/:linkId and the beacon). An inactive
// link, one outside its schedule (a page cached before it ended), a section header, an
// unknown id or a malformed one all answer null.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isShownAt } from '../../../core/link-schedule';
import type { DB } from '../../db/types';

const ZLinkId = z.uuid();

export async function findActiveLink(
  db: Kysely<DB>,
  linkId: string,
  now = Date.now(),
): Promise<{ id: string; userId: string; url: string } | null> {
  if (!ZLinkId.safeParse(linkId).success) return null;
  const row = await db
    .selectFrom('links')
    .select(['id', 'userId', 'url', 'showFrom', 'showUntil'])
    .where('id', '=', linkId)
    .where('isActive', '=', true)
    .where('kind', '=', 'link')
    .executeTakeFirst();
  if (!row || row.url === null || !isShownAt(row, now)) return null;
  return { id: row.id, userId: row.userId, url: row.url };
}
