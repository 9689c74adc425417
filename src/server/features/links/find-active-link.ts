// An active link by id, for click tracking (/go/:linkId and the beacon). An inactive
// link, an unknown id or a malformed one all answer null.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';

const ZLinkId = z.uuid();

export async function findActiveLink(
  db: Kysely<DB>,
  linkId: string,
): Promise<{ id: string; userId: string; url: string } | null> {
  if (!ZLinkId.safeParse(linkId).success) return null;
  const row = await db
    .selectFrom('links')
    .select(['id', 'userId', 'url'])
    .where('id', '=', linkId)
    .where('isActive', '=', true)
    .executeTakeFirst();
  return row ?? null;
}
