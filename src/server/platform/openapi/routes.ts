// GET /api/openapi.json: public, built from the composed app on each request, so it
// lists exactly the routes the app serves.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { buildOpenApiDocument } from './build-openapi-document';

export function openApiRoutes(app: Hono<AppEnv>): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/api/openapi.json', (c) =>
    c.json(buildOpenApiDocument(app.routes)),
  );
}
