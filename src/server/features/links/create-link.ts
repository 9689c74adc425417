// Adds a link or a section header at the end of the user's page.
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Link, ZLinkCreate } from '../../../core/link-schemas';
import type { DB } from '../../db/types';
import { publishChange } from '../../platform/events/publish';
import { clearOtherFeatured } from './featured-link';
import { toLinkView } from './link-view';

export async function createLink(
  db: Kysely<DB>,
  userId: string,
  input: z.output<typeof ZLinkCreate>,
): Promise<Link> {
  return db.transaction().execute(async (trx) => {
    if (input.featured) await clearOtherFeatured(trx, userId, null);
    const row = await trx
      .insertInto('links')
      .values({
        userId,
        kind: input.kind,
        title: input.title,
        url: input.url,
        description: input.description ?? null,
        isActive: input.isActive,
        featured: input.featured,
        showFrom: input.showFrom,
        showUntil: input.showUntil,
        orderIndex: sql<number>`(SELECT coalesce(max(order_index) + 1, 0) FROM links WHERE user_id = ${userId})`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishChange(trx, userId, { entity: 'links', op: 'insert', id: row.id });
    return toLinkView(row);
  });
}
