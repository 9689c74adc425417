// What the public beacons accept: a Scale Page view and a link click (spec §4 analytics).

import { z } from 'zod';
import { ANALYTICS_MESSAGES } from './messages';
import { isScalePagePath } from './scale-page-path';

export const ZTrackViewRequest = z.object({
  username: z.string().refine(isScalePagePath, 'username must be a Scale Page username'),
  /** The page's document.referrer ("" when the visitor came directly). */
  referrer: z.string().nullish(),
});

export const ZTrackClickRequest = z.object({ linkId: z.uuid('linkId must be a link id') });

/** GET /track/view.gif, the no-script pixel: the page's username (counted when it is one). */
export const ZTrackViewPixelQuery = z.object({
  u: z.string().max(200).optional().describe('The Scale Page’s username'),
});

/** The analytics tab's ranges, in days. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** GET /analytics and its CSV: ?range=7|30|90 (30 when absent). */
export const ZAnalyticsQuery = z.object({
  range: z
    .enum(['7', '30', '90'], ANALYTICS_MESSAGES.badRange)
    .default('30')
    .transform((value) => Number(value) as AnalyticsRange)
    .describe('The last 7, 30 or 90 days'),
});

const count = z.number().int();
/** GET /analytics: one user's Scale Page figures over the range, by day in their zone. */
export const ZAnalytics = z
  .object({
    range: z.union([z.literal(7), z.literal(30), z.literal(90)]),
    timeZone: z.string(),
    totals: z.object({
      views: count,
      uniqueVisitors: count,
      clicks: count,
      ctr: z
        .number()
        .describe('Clicks per view as a percentage with one decimal (0 without views)'),
    }),
    series: z.array(
      z
        .object({ date: z.iso.date(), views: count, uniqueVisitors: count, clicks: count })
        .meta({ id: 'AnalyticsDay' }),
    ),
    links: z.array(z.object({ id: z.uuid(), title: z.string(), clicks: count })),
    referrers: z.array(z.object({ referrer: z.string(), count })),
    devices: z.array(z.object({ device: z.string(), count })),
    browsers: z.array(z.object({ browser: z.string(), count })),
  })
  .meta({ id: 'Analytics' });
export type Analytics = z.infer<typeof ZAnalytics>;
