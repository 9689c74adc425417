// Public click tracking. POST /api/v1/track/click is the beacon the Scale Page sends
// as a visitor follows a link; GET /go/:linkId is the link itself for visitors
// without JavaScript (counted, then redirected). Neither may slow or break the visit;
// both count against the click limit per client, over which the beacon answers 429 and
// the link still redirects, uncounted.

import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { ZTrackClickRequest } from '../../../core/analytics-schemas';
import { badRequest, fromZodError } from '../../http/errors';
import { parseJsonBody } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { beaconRules } from '../../platform/rate-limit/beacon-rules';
import { isWithinLimit, limitPerClient } from '../../platform/rate-limit/limit-per-client';
import { findActiveLink } from '../links/public';
import { recordLinkClick } from './record-link-click';

/** A beacon body is a few dozen bytes; anything much larger is not ours. */
const MAX_BEACON_BYTES = 1024;

/** The TCP peer; absent when the app is called without a socket (app.request in tests). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function trackClickRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    '/track/click',
    limitPerClient(deps, beaconRules(deps.config).click),
    async (c) => {
      // sendBeacon sends text/plain (a "simple" request, so no CORS preflight); JSON
      // is read from the text whatever the declared type.
      const text = await c.req.text();
      if (text.length > MAX_BEACON_BYTES) throw badRequest('The request body is too large');
      const parsed = ZTrackClickRequest.safeParse(parseJsonBody(text));
      if (!parsed.success) throw fromZodError(parsed.error);
      recordLinkClick(deps, {
        linkId: parsed.data.linkId,
        request: c.req.raw,
        peerAddress: peerAddress(c),
      });
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    },
  );
}

/** `notFoundPage` is the site's own 404 page (app.ts passes it: it belongs to no feature). */
export function goRoutes(deps: AppDeps, notFoundPage: () => string): Hono<AppEnv> {
  const clickRule = beaconRules(deps.config).click;
  return new Hono<AppEnv>().get('/go/:linkId', async (c) => {
    const link = await findActiveLink(deps.database.db, c.req.param('linkId'));
    if (!link) {
      return c.html(notFoundPage(), 404, {
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
      });
    }
    // HEAD (link checkers) is answered like GET but is nobody following the link.
    if (c.req.method === 'GET' && (await isWithinLimit(deps, c, clickRule))) {
      recordLinkClick(deps, { linkId: link.id, request: c.req.raw, peerAddress: peerAddress(c) });
    }
    // Never cached: each visit through /go is a click to count.
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.redirect(link.url, 302);
  });
}
