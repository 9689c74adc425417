// The API keys of the request's workspace (issue 24, decision 071), under /api/v1:
// signed-in members who may edit the workspace's settings list, create and revoke them.
// A request signed with a key is refused here (403): a key never manages keys.
import { Hono } from 'hono';
import { ZApiKeyCreate } from '../../../core/api-key-schemas';
import { readJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { requireKeyManager } from './api-key-access';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

export function apiKeyRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/api-keys', async (c) => {
      const access = await requireKeyManager(c, database);
      return c.json(await listApiKeys(db, access));
    })
    .post('/api-keys', async (c) => {
      const access = await requireKeyManager(c, database);
      const input = await readJson(c, ZApiKeyCreate);
      return c.json(await createApiKey(db, access, input), 201);
    })
    .delete('/api-keys/:id', async (c) => {
      const access = await requireKeyManager(c, database);
      await revokeApiKey(db, access, c.req.param('id'));
      return c.body(null, 204);
    });
}
