// Webhooks' API (issue 24, decision 072; under /api/v1, signed in, in the X-Workspace-Id
// workspace): the endpoints, their secret, their delivery log, a test event and a
// redelivery — for those who may edit the workspace's settings (403 otherwise; 404 for
// another workspace's endpoint).
import { Hono } from 'hono';
import { ZWebhookEndpointCreate, ZWebhookEndpointUpdate } from '../../../core/webhook-schemas';
import { readJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { requireWorkspace } from '../../platform/access/require-workspace';
import { listDeliveries, redeliver, sendTestEvent } from './deliveries';
import {
  createEndpoint,
  deleteEndpoint,
  findEndpoint,
  listEndpoints,
  rotateEndpointSecret,
  toEndpointView,
  updateEndpoint,
} from './endpoints';

export function webhookRoutes({ config, database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/webhooks', async (c) =>
      c.json({ items: await listEndpoints(db, await requireWorkspace(c, database)) }),
    )
    .post('/webhooks', async (c) => {
      const access = await requireWorkspace(c, database);
      const input = await readJson(c, ZWebhookEndpointCreate);
      return c.json(await createEndpoint(db, access, input, config.isProduction), 201);
    })
    .get('/webhooks/:id', async (c) => {
      const access = await requireWorkspace(c, database);
      return c.json(toEndpointView(await findEndpoint(db, access, c.req.param('id'), 'view')));
    })
    .patch('/webhooks/:id', async (c) => {
      const access = await requireWorkspace(c, database);
      const input = await readJson(c, ZWebhookEndpointUpdate);
      return c.json(
        await updateEndpoint(db, access, c.req.param('id'), input, config.isProduction),
      );
    })
    .delete('/webhooks/:id', async (c) => {
      const access = await requireWorkspace(c, database);
      await deleteEndpoint(db, access, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/webhooks/:id/rotate-secret', async (c) => {
      const access = await requireWorkspace(c, database);
      return c.json(await rotateEndpointSecret(db, access, c.req.param('id')));
    })
    .post('/webhooks/:id/test', async (c) => {
      const access = await requireWorkspace(c, database);
      return c.json(await sendTestEvent(db, access, c.req.param('id')), 202);
    })
    .get('/webhooks/:id/deliveries', async (c) => {
      const access = await requireWorkspace(c, database);
      return c.json({ items: await listDeliveries(db, access, c.req.param('id')) });
    })
    .post('/webhooks/:id/deliveries/:deliveryId/redeliver', async (c) => {
      const access = await requireWorkspace(c, database);
      return c.json(await redeliver(db, access, c.req.param('id'), c.req.param('deliveryId')), 202);
    });
}
