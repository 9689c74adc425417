// The owner's view of a link row: what GET /links and every write answer.
import type { Selectable } from 'kysely';
import type { Link } from '../../../core/link-schemas';
import { publicFileUrl } from '../../platform/storage/storage';
import type { LinkTables } from './tables';

export type LinkRow = Selectable<LinkTables['links']>;

/**
 * Where the browser loads a stored thumbnail (contract 1: '/files/' + path). The
 * version makes a replaced image under the same path show at once despite caching.
 */
export function thumbnailUrl(path: string | null, updatedAt: Date): string | null {
  if (!path) return null;
  return `${publicFileUrl(path)}?v=${updatedAt.getTime()}`;
}

export function toLinkView(row: LinkRow): Link {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    url: row.url,
    isActive: row.isActive,
    featured: row.featured,
    showFrom: row.showFrom?.toISOString() ?? null,
    showUntil: row.showUntil?.toISOString() ?? null,
    orderIndex: row.orderIndex,
    clickCount: row.clickCount,
    thumbnailUrl: thumbnailUrl(row.thumbnailPath, row.updatedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
