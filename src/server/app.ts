// Composes the HTTP application: platform endpoints, auth, the JSON API, public
// pages and the web app, in the order their paths must match.
import { Hono } from 'hono';
import { authRoutes } from './auth/routes';
import { sessionMiddleware } from './auth/session';
import { profileRoutes } from './features/profiles/routes';
import { errorResponse, notFound } from './http/errors';
import { healthRoutes } from './http/health';
import type { AppDeps, AppEnv } from './http/types';
import { eventRoutes } from './platform/events/routes';
import { devMailRoutes } from './platform/mail/dev-mail-routes';
import { marketingRoutes } from './public/marketing/routes';
import { webAppRoutes } from './web-app';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => errorResponse(c, error));

  app.route('/', healthRoutes(deps));
  app.route('/', authRoutes(deps));

  const api = new Hono<AppEnv>();
  api.use('*', sessionMiddleware(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', eventRoutes(deps));
  api.all('*', () => {
    throw notFound('No such API endpoint');
  });
  app.route('/api/v1', api);

  if (!deps.config.isProduction) app.route('/dev', devMailRoutes(deps));
  app.route('/', marketingRoutes(deps));
  app.route('/', webAppRoutes(deps));
  return app;
}
