// Public page-view counting. The Scale Page reports its own views, so that its HTML is
// the same bytes for everyone and is served without per-visit work (see
// docs/decisions/008-scale-page-fast-path.md): POST /api/v1/track/view is the beacon its
// inline script sends once per load, GET /api/v1/track/view.gif the <noscript> pixel
// for visitors without JavaScript. Both always answer as if they had counted: a visitor
// never waits for, or sees, a failure to count; bad input is simply not counted. Only
// a client over the view limit is answered 429, and nothing of it is counted.

import { Hono } from 'hono';
import type { z } from 'zod';
import { ZTrackViewPixelQuery, ZTrackViewRequest } from '../../../core/analytics-schemas';
import { isScalePagePath } from '../../../core/scale-page-path';
import { parseJsonBody } from '../../http/json-body';
import { readQuery } from '../../http/read-query';
import type { AppDeps, AppEnv } from '../../http/types';
import { beaconRules } from '../../platform/rate-limit/beacon-rules';
import { limitPerClient } from '../../platform/rate-limit/limit-per-client';
import { recordPageView } from './record-page-view';
import { peerAddress } from './tracking-routes';

/** A username and a referrer (stored up to 1,024 characters) fit well within this. */
export const MAX_BEACON_BYTES = 4096;
/** The beacon's full path, for its fast path before the Hono app (view-beacon-fast-path.ts). */
export const VIEW_BEACON_PATH = '/api/v1/track/view';

/** A 1×1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Every answer is a count to make, never a copy to keep. */
const NO_STORE = { 'Cache-Control': 'no-store' };

export function trackViewRoutes(deps: AppDeps): Hono<AppEnv> {
  const limit = limitPerClient(deps, beaconRules(deps.config).view);
  return new Hono<AppEnv>()
    .post('/track/view', limit, async (c) => {
      // sendBeacon sends text/plain (a "simple" request, so no CORS preflight); JSON
      // is read from the text whatever the declared type.
      const text = await c.req.text();
      const parsed = text.length <= MAX_BEACON_BYTES ? parseView(text) : null;
      if (parsed) {
        recordPageView(deps, {
          username: parsed.username,
          referrer: parsed.referrer ?? null,
          request: c.req.raw,
          peerAddress: peerAddress(c),
        });
      }
      return c.body(null, 204, NO_STORE);
    })
    .get('/track/view.gif', limit, (c) => {
      const username = readQuery(c, ZTrackViewPixelQuery).u;
      // HEAD (link checkers) is answered like GET but is nobody viewing the page. The
      // pixel's own Referer is the Scale Page, so where the visitor came from is unknown.
      if (c.req.method === 'GET' && username && isScalePagePath(username)) {
        recordPageView(deps, {
          username,
          referrer: null,
          request: c.req.raw,
          peerAddress: peerAddress(c),
        });
      }
      return c.body(new Uint8Array(PIXEL), 200, {
        ...NO_STORE,
        'Content-Type': 'image/gif',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}

export function parseView(text: string): z.output<typeof ZTrackViewRequest> | null {
  try {
    const parsed = ZTrackViewRequest.safeParse(parseJsonBody(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
