// GET /api/openapi.json: public, built from the composed app on each request, so it
// lists exactly the routes the app serves.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/types';
import { buildOpenApiDocument } from './build-openapi-document';
import type { OperationSpec, OperationTag } from './operation-spec';

export function openApiRoutes(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, 'config'>,
  operations: Readonly<Record<string, Partial<OperationSpec>>>,
  tags: readonly OperationTag[],
): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/api/openapi.json', (c) =>
    c.json(
      buildOpenApiDocument({
        routes: app.routes,
        operations,
        tags,
        serverUrl: deps.config.publicUrl,
      }),
    ),
  );
}
