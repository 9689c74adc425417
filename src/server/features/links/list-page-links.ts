// What a visitor sees of a user's links at a moment (spec §7: active ones, by
// order_index; issue 23: section headers between them, links only inside their
// schedule), and the next moment that changes, so a cached page can expire then.
import type { Kysely } from 'kysely';
import { isShownAt, nextScheduleChange } from '../../../core/link-schedule';
import type { DB } from '../../db/types';
import { thumbnailUrl } from './link-view';

export type PageLink = {
  kind: 'link';
  id: string;
  title: string;
  description: string | null;
  url: string;
  thumbnailUrl: string | null;
  /** The owner's one highlighted link. */
  featured: boolean;
};

export type PageHeader = { kind: 'header'; id: string; title: string };

export type PageItem = PageLink | PageHeader;

export type PageLinks = {
  /** Links and section headers in page order, as shown at the moment asked. */
  items: PageItem[];
  /** The next start or end of a schedule after that moment (ms), or null: nothing will. */
  nextChangeAt: number | null;
};

export async function listPageLinks(
  db: Kysely<DB>,
  userId: string,
  now: number,
): Promise<PageLinks> {
  const rows = await db
    .selectFrom('links')
    .select([
      'id',
      'kind',
      'title',
      'description',
      'url',
      'thumbnailPath',
      'updatedAt',
      'featured',
      'showFrom',
      'showUntil',
    ])
    .where('userId', '=', userId)
    .where('isActive', '=', true)
    .orderBy('orderIndex')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const items: PageItem[] = [];
  for (const row of rows) {
    if (row.kind === 'header') {
      items.push({ kind: 'header', id: row.id, title: row.title });
    } else if (row.url !== null && isShownAt(row, now)) {
      items.push({
        kind: 'link',
        id: row.id,
        title: row.title,
        description: row.description,
        url: row.url,
        thumbnailUrl: thumbnailUrl(row.thumbnailPath, row.updatedAt),
        featured: row.featured,
      });
    }
  }
  return { items, nextChangeAt: nextScheduleChange(rows, now) };
}
