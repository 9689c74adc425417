// The public Scale Page (/:username), its vCard, robots.txt and sitemap.xml.
// Mounted last before the web app: /:username only takes a single path segment
// that could be a username and is neither reserved nor one of the app's paths.
import { type Context, Hono } from 'hono';
import { isScalePagePath } from '../../../core/scale-page-path';
import { prepareHtml, sendHtml } from '../../http/html-response';
import type { AppDeps, AppEnv } from '../../http/types';
import { type FastPath, scalePageFastPath } from './fast-path';
import { renderScalePageNotFound } from './render-not-found';
import { renderRobots } from './render-robots';
import { renderSitemap } from './render-sitemap';
import { renderVCard } from './render-vcard';
import { createScalePageCache, type ScalePageCache } from './scale-page-cache';

/**
 * The Scale Page's routes, and a fast path that answers a cached page straight from
 * Node's request handler (see docs/decisions/008-scale-page-fast-path.md); both share
 * one cache.
 */
export function createScalePage(deps: AppDeps): { routes: Hono<AppEnv>; fastPath: FastPath } {
  const cache = createScalePageCache({
    db: deps.database.db,
    events: deps.events,
    publicUrl: () => deps.config.publicUrl,
  });
  return { routes: scalePageRoutes(deps, cache), fastPath: scalePageFastPath(cache) };
}

function scalePageRoutes(deps: AppDeps, cache: ScalePageCache): Hono<AppEnv> {
  const { config, database } = deps;
  const notFoundPage = prepareHtml(renderScalePageNotFound());
  const app = new Hono<AppEnv>();

  app.get('/robots.txt', (c) =>
    c.text(renderRobots(config.publicUrl), 200, { 'Cache-Control': 'public, max-age=3600' }),
  );

  app.get('/sitemap.xml', async (c) =>
    c.body(await renderSitemap(database.db, config.publicUrl), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  app.get('/:username', async (c, next) => {
    const segment = c.req.param('username');
    if (!isScalePagePath(segment)) return next();
    const entry = await cache.get(segment);
    if (!entry) return sendHtml(c, notFoundPage, { status: 404 });
    const { profile } = entry.data;
    if (profile.username !== segment) return redirectToCanonical(c, segment, profile.username);
    // The same bytes for every visitor: the page counts its own views with a beacon.
    return sendHtml(c, entry.page, { headers: entry.headers });
  });

  app.get('/:username/contact.vcf', async (c, next) => {
    const segment = c.req.param('username');
    if (!isScalePagePath(segment)) return next();
    const entry = await cache.get(segment);
    if (!entry) return sendHtml(c, notFoundPage, { status: 404 });
    const { profile } = entry.data;
    if (profile.username !== segment) return redirectToCanonical(c, segment, profile.username);
    return c.body(renderVCard(entry.data, config.publicUrl), 200, {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${profile.username}.vcf"`,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}

/** 301 to the username as the owner spelled it, keeping the rest of the address. */
function redirectToCanonical(c: Context<AppEnv>, segment: string, username: string) {
  const url = new URL(c.req.url);
  const rest = url.pathname.slice(segment.length + 1);
  return c.redirect(`/${username}${rest}${url.search}`, 301);
}
