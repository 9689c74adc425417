// The Scale Page's public beacons as the OpenAPI document describes them (spec §4;
// tracking-routes.ts and track-view-routes.ts serve them).
import {
  ZAnalytics,
  ZAnalyticsQuery,
  ZTrackClickRequest,
  ZTrackViewPixelQuery,
  ZTrackViewRequest,
} from '../../../core/analytics-schemas';
import {
  beacon,
  emptyAnswer,
  type FeatureOperations,
  fileAnswer,
  jsonAnswer,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const trackingTag: OperationTag = {
  name: 'Page tracking',
  description:
    'The public beacons a Scale Page sends: a page view (or its no-script pixel) and a ' +
    'link click. Rate-limited per client; they answer without a session.',
};

export const trackOperations = {
  'POST /api/v1/track/click': {
    summary: 'Count a link click',
    operationId: 'trackClick',
    isPublic: true,
    body: beacon(ZTrackClickRequest),
    errors: [400, 429],
    responses: { 204: emptyAnswer('Counted (a click on no live link is ignored)') },
  },
  'POST /api/v1/track/view': {
    summary: 'Count a Scale Page view',
    operationId: 'trackView',
    description: 'A body that is not a view is ignored, not refused.',
    isPublic: true,
    body: beacon(ZTrackViewRequest),
    errors: [429],
    responses: { 204: emptyAnswer('Counted') },
  },
  'GET /api/v1/track/view.gif': {
    summary: 'Count a Scale Page view (pixel)',
    operationId: 'trackViewPixel',
    description: 'For pages seen without script: a transparent 1×1 GIF.',
    isPublic: true,
    query: ZTrackViewPixelQuery,
    errors: [400, 429],
    responses: { 200: fileAnswer('A transparent pixel', 'image/gif') },
  },
} satisfies FeatureOperations;

export const analyticsTag: OperationTag = {
  name: 'Analytics',
  description:
    'The caller’s Scale Page figures over the last 7, 30 or 90 days, by day in their time ' +
    'zone: views, unique visitors, clicks per link, referrers, devices and browsers.',
};

export const analyticsOperations = {
  'GET /api/v1/analytics': {
    summary: 'Get my Scale Page analytics',
    operationId: 'getAnalytics',
    query: ZAnalyticsQuery,
    errors: [400],
    responses: { 200: jsonAnswer('The figures over the range', ZAnalytics) },
  },
  'GET /api/v1/analytics/export.csv': {
    summary: 'Download my Scale Page analytics (CSV)',
    operationId: 'exportAnalyticsCsv',
    query: ZAnalyticsQuery,
    errors: [400],
    responses: { 200: fileAnswer('The figures as CSV, one row per day', 'text/csv') },
  },
} satisfies FeatureOperations;
