// Saves a new page order: the full list of the user's link ids, first to last.
import { type Kysely, sql } from 'kysely';
import { LINK_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';

export async function reorderLinks(db: Kysely<DB>, userId: string, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locking the rows makes a concurrent add or delete wait, so the check below holds
    // until COMMIT.
    const current = await trx
      .selectFrom('links')
      .select('id')
      .where('userId', '=', userId)
      .forUpdate()
      .execute();
    const owned = new Set(current.map((row) => row.id));
    const given = new Set(ids);
    // Exactly the user's ids: none foreign, none missing, none twice.
    if (
      given.size !== ids.length ||
      given.size !== owned.size ||
      ids.some((id) => !owned.has(id))
    ) {
      throw badRequest(LINK_MESSAGES.orderMismatch);
    }
    if (ids.length === 0) return;
    // One statement: each id's position in the list becomes its order_index.
    const positions = sql.join(ids.map((id, index) => sql`(${id}::uuid, ${index}::int)`));
    await sql`
      UPDATE links SET order_index = positions.order_index
      FROM (VALUES ${positions}) AS positions (id, order_index)
      WHERE links.id = positions.id AND links.user_id = ${userId}
        AND links.order_index IS DISTINCT FROM positions.order_index
    `.execute(trx);
    await publishChange(trx, userId, { entity: 'links', op: 'update', id: 'order' });
  });
}
