// Saved views of the clients tab (issue 20): /clients/views, in the request's workspace,
// for whoever may view its clients. Mounted before the clients' routes, so "views" is
// never read as a client id.
import { type Context, Hono } from 'hono';
import {
  ZClientViewCreate,
  ZClientViewDefault,
  ZClientViewUpdate,
} from '../../../../core/client-view-schemas';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { requireWorkspace } from '../../../platform/access/require-workspace';
import {
  createClientView,
  deleteClientView,
  listClientViews,
  setDefaultClientView,
  updateClientView,
} from './client-views';

export function clientViewRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  // A view is the caller's way of looking at the clients: seeing them is enough to keep one.
  const viewing = (c: Context<AppEnv>) => requireWorkspace(c, database, { area: 'clients' });
  return new Hono<AppEnv>()
    .get('/clients/views', async (c) => c.json(await listClientViews(db, await viewing(c))))
    .post('/clients/views', async (c) => {
      const access = await viewing(c);
      const input = await readJson(c, ZClientViewCreate);
      return c.json(await createClientView(db, access, input), 201);
    })
    .put('/clients/views/default', async (c) => {
      const access = await viewing(c);
      const { viewId } = await readJson(c, ZClientViewDefault);
      return c.json(await setDefaultClientView(db, access, viewId));
    })
    .patch('/clients/views/:id', async (c) => {
      const access = await viewing(c);
      const input = await readJson(c, ZClientViewUpdate);
      return c.json(await updateClientView(db, access, c.req.param('id'), input));
    })
    .delete('/clients/views/:id', async (c) => {
      await deleteClientView(db, await viewing(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
