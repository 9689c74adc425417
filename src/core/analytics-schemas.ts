// What the public beacons accept: a Scale Page view and a link click (spec §4 analytics).

import { z } from 'zod';
import { isScalePagePath } from './scale-page-path';

export const ZTrackViewRequest = z.object({
  username: z.string().refine(isScalePagePath, 'username must be a Scale Page username'),
  /** The page's document.referrer ("" when the visitor came directly). */
  referrer: z.string().nullish(),
});

export const ZTrackClickRequest = z.object({ linkId: z.uuid('linkId must be a link id') });
