// The links a visitor sees on a Scale Page (spec §7: active ones, by order_index).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { thumbnailUrl } from './link-view';

export type ActiveLink = {
  id: string;
  title: string;
  description: string | null;
  url: string;
  thumbnailUrl: string | null;
};

export async function listActiveLinks(db: Kysely<DB>, userId: string): Promise<ActiveLink[]> {
  const rows = await db
    .selectFrom('links')
    .select(['id', 'title', 'description', 'url', 'thumbnailPath', 'updatedAt'])
    .where('userId', '=', userId)
    .where('isActive', '=', true)
    .orderBy('orderIndex')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    url: row.url,
    thumbnailUrl: thumbnailUrl(row.thumbnailPath, row.updatedAt),
  }));
}
