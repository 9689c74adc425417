// sitemap.xml: the public site and every public Scale Page.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';
import { escapeHtml } from '../../http/escape';

/** One sitemap file holds at most 50,000 addresses (sitemaps.org). */
const MAX_URLS = 50_000;
const SITE_PATHS = ['/', '/features', '/pricing'];

export async function renderSitemap(db: Kysely<DB>, publicUrl: string): Promise<string> {
  const profiles = await db
    .selectFrom('profiles')
    .select(['username', sql<Date>`updated_at`.as('updatedAt')])
    .where('isPublic', '=', true)
    .orderBy('updatedAt', 'desc')
    .limit(MAX_URLS - SITE_PATHS.length)
    .execute();
  const entry = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    ...SITE_PATHS.map((path) => entry(`${publicUrl}${path}`)),
    ...profiles.map((p) => entry(`${publicUrl}/${encodeURIComponent(p.username)}`, p.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
