// The admin lists' paging and search: 50 a page, newest first; q matches literally
// (LIKE's % _ and \ lose their meaning) and regardless of case.
import { z } from 'zod';
import type { AdminPage } from '../../../core/admin-schemas';
import { containsPattern } from '../clients/public';

export const ADMIN_PAGE_SIZE = 50;

export const ZAdminListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type AdminListQuery = z.output<typeof ZAdminListQuery>;

/** The ILIKE pattern for q, or undefined when there is nothing to search for. */
export function searchPattern(q: string | undefined): string | undefined {
  return q ? containsPattern(q) : undefined;
}

export function toAdminPage<T>(items: T[], total: number, offset: number): AdminPage<T> {
  const end = offset + items.length;
  return { items, total, nextOffset: end < total ? end : null };
}
