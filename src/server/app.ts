// Composes the HTTP application: platform endpoints, auth, the JSON API, public
// pages and the web app, in the order their paths must match.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { API_OPERATIONS, API_TAGS } from './api-operations';
import { authRoutes } from './auth/routes';
import { securityRoutes } from './auth/security-routes';
import { sessionMiddleware } from './auth/session';
import { activityRoutes } from './features/activity/routes';
import { platformAdminRoutes } from './features/admin/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { trackViewRoutes } from './features/analytics/track-view-routes';
import { goRoutes, trackClickRoutes } from './features/analytics/tracking-routes';
import { apiKeyMiddleware, apiKeyRoutes } from './features/api-keys/public';
import { billingRoutes, stripeWebhookRoutes } from './features/billing/public';
import { customFieldRoutes } from './features/clients/custom-fields/routes';
import { clientImportRoutes } from './features/clients/import/routes';
import { clientRoutes } from './features/clients/routes';
import { clientTaskRoutes } from './features/clients/tasks/routes';
import { clientViewRoutes } from './features/clients/views/routes';
import { roomLinkRoutes } from './features/documents/projects/room-link-routes';
import { projectRoutes } from './features/documents/projects/routes';
import { documentRoutes } from './features/documents/routes';
import { trackingLinkRoutes } from './features/documents/tracking/routes';
import { pdfJsAssetRoutes } from './features/documents/viewer/pdfjs-asset-routes';
import { publicDocumentRoutes } from './features/documents/viewer/routes';
import { leadRoutingRoutes } from './features/lead-routing/routes';
import { linkRoutes } from './features/links/routes';
import { notificationRoutes } from './features/notifications/routes';
import { invitationRoutes } from './features/organizations/invitations/routes';
import { organizationRoutes } from './features/organizations/routes';
import { profileRoutes } from './features/profiles/routes';
import { fontRoutes } from './features/scale-page/appearance/fonts';
import { appearanceRoutes } from './features/scale-page/appearance/routes';
import { leadFormRoutes } from './features/scale-page/lead-form/routes';
import { qrRoutes } from './features/scale-page/qr-routes';
import { createScalePage } from './features/scale-page/routes';
import { teamPageRoutes } from './features/scale-page/team-page/routes';
import { teamPageSettingsRoutes } from './features/scale-page/team-page/settings-routes';
import { publicSchedulingRoutes } from './features/scheduling/booking-page/public-routes';
import { calendarSyncRoutes } from './features/scheduling/calendar-sync/calendar-routes';
import { schedulingRoutes } from './features/scheduling/routes';
import { teamAnalyticsRoutes } from './features/team-analytics/routes';
import { templateRoutes } from './features/templates/routes';
import { webhookRoutes } from './features/webhooks/public';
import { allowedOrigins } from './http/allowed-origins';
import { errorResponse, notFound } from './http/errors';
import { healthRoutes } from './http/health';
import { rejectNulInUrl } from './http/reject-nul';
import { sameOriginWrites } from './http/same-origin-writes';
import { settleChanges } from './http/settle-changes';
import type { AppDeps, AppEnv } from './http/types';
import { eventRoutes } from './platform/events/routes';
import { devMailRoutes } from './platform/mail/dev-mail-routes';
import { bodyRulesFrom } from './platform/openapi/body-rules';
import { checkResponsesAgainstOperations } from './platform/openapi/check-responses';
import { openApiRoutes } from './platform/openapi/routes';
import { filesRoutes } from './platform/storage/files-routes';
import { shareImageRoutes } from './platform/storage/share-image-routes';
import { marketingRoutes } from './public/marketing/routes';
import { renderNotFoundPage } from './public/marketing/status-pages';
import { webAppRoutes, webStylesheets } from './web-app';

/**
 * The Hono app, and the Node-level fast path that answers cached Scale Pages before it
 * (server.ts tries the fast path first).
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const scalePage = createScalePage(deps);
  const notFoundPage = () =>
    renderNotFoundPage({ config: deps.config, stylesheets: webStylesheets() });
  app.onError((error, c) => errorResponse(c, error));
  app.use('*', rejectNulInUrl(notFoundPage));
  // The public booking page's slots (tens of KB of JSON) travel to phones: compressed.
  app.use('/api/v1/public/*', compress());
  // A request signed with an API key (decision 071): checked before anything else of
  // the API reads a cookie; its writes need JSON but not our origin (no cookie rides).
  app.use('/api/v1/*', apiKeyMiddleware(deps));
  // Writes come from our own pages, as JSON or as the upload an endpoint documents.
  app.use(
    '/api/v1/*',
    sameOriginWrites({
      allowedOrigins: () => allowedOrigins(deps.config),
      bodyRuleOf: bodyRulesFrom(API_OPERATIONS),
      signedByKey: (c) => Boolean(c.get('apiKey')),
    }),
  );
  app.use('/api/v1/*', settleChanges(deps.events));
  if (deps.config.checkApiResponses) {
    app.use('/api/*', checkResponsesAgainstOperations(API_OPERATIONS));
  }

  app.route('/', healthRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', filesRoutes(deps));
  app.route('/', shareImageRoutes(deps));
  // Before the web app's /assets/*: pdf.js's decoders, CMaps and fonts (decision 042).
  app.route('/', pdfJsAssetRoutes());
  // The Scale Page themes' fonts (issue 23): one woff2 each, immutable.
  app.route('/', fontRoutes());
  app.route('/', openApiRoutes(app, deps, API_OPERATIONS, API_TAGS));

  const api = new Hono<AppEnv>();
  // The click and view beacons are public and hot: they answer before the session lookup.
  api.route('/', trackClickRoutes(deps));
  api.route('/', trackViewRoutes(deps));
  // The public booking pages' API: anyone may book, no session needed.
  api.route('/', publicSchedulingRoutes(deps));
  // The public document viewer's API and its view beacon: no session needed (the beacon
  // reads one itself, only to leave the owner's own views uncounted).
  api.route('/', publicDocumentRoutes(deps));
  // Stripe's webhook (decision 065): signed by Stripe, no session.
  api.route('/', stripeWebhookRoutes(deps));
  api.use('*', sessionMiddleware(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', activityRoutes(deps));
  api.route('/', notificationRoutes(deps));
  api.route('/', securityRoutes(deps));
  api.route('/', linkRoutes(deps));
  // Before clientRoutes, so "import" is never read as a client id.
  api.route('/', clientImportRoutes(deps));
  // Before clientRoutes, so "views" is never read as a client id.
  api.route('/', clientViewRoutes(deps));
  api.route('/', leadRoutingRoutes(deps));
  api.route('/', teamPageSettingsRoutes(deps));
  api.route('/', appearanceRoutes(deps));
  api.route('/', clientRoutes(deps));
  api.route('/', customFieldRoutes(deps));
  api.route('/', clientTaskRoutes(deps));
  api.route('/', eventRoutes(deps));
  api.route('/', analyticsRoutes(deps));
  api.route('/', teamAnalyticsRoutes(deps));
  api.route('/', qrRoutes(deps));
  api.route('/', templateRoutes(deps));
  api.route('/', schedulingRoutes(deps));
  api.route('/', calendarSyncRoutes(deps));
  // Before organizationRoutes: invitations are also addressed under /organizations/:id.
  api.route('/', invitationRoutes(deps));
  api.route('/', organizationRoutes(deps));
  api.route('/', platformAdminRoutes(deps));
  api.route('/', apiKeyRoutes(deps));
  api.route('/', billingRoutes(deps));
  api.route('/', documentRoutes(deps));
  api.route('/', trackingLinkRoutes(deps));
  api.route('/', projectRoutes(deps));
  api.route('/', roomLinkRoutes(deps));
  api.route('/', webhookRoutes(deps));
  api.all('*', () => {
    throw notFound('No such API endpoint');
  });
  app.route('/api/v1', api);

  if (!deps.config.isProduction) app.route('/dev', devMailRoutes(deps));
  app.route('/', goRoutes(deps, notFoundPage));
  app.route('/', marketingRoutes(deps));
  app.route('/', teamPageRoutes(deps));
  // Before the Scale Page: its contact form's post and the thanks page.
  app.route('/', leadFormRoutes(deps));
  // Last before the web app: /:username must not shadow any other route.
  app.route('/', scalePage.routes);
  app.route('/', webAppRoutes(deps));
  return { app, fastPath: scalePage.fastPath };
}
