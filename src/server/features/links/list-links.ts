// All of a user's links in their page order, for the owner's editor.
import type { Kysely } from 'kysely';
import type { Link } from '../../../core/link-schemas';
import type { DB } from '../../db/types';
import { toLinkView } from './link-view';

export async function listLinks(db: Kysely<DB>, userId: string): Promise<Link[]> {
  const rows = await db
    .selectFrom('links')
    .selectAll()
    .where('userId', '=', userId)
    // Ties (two links added at the same instant) keep a stable order.
    .orderBy('orderIndex')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toLinkView);
}
