// The custom fields API (issue 20, decision 049), in the request's workspace: anyone
// who may view its clients reads the definitions (the form, panel and list need them);
// those who may edit its settings change them (403 otherwise), and a field of another
// workspace answers 404.
import { type Context, Hono } from 'hono';
import {
  ZCustomFieldCreate,
  ZCustomFieldReorder,
  ZCustomFieldUpdate,
} from '../../../../core/custom-field-schemas';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { requireWorkspace } from '../../../platform/access/require-workspace';
import { workspaceCustomFields } from './custom-field-rows';
import {
  createCustomField,
  deleteCustomField,
  findField,
  reorderCustomFields,
  updateCustomField,
} from './manage-custom-fields';

export function customFieldRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const viewing = (c: Context<AppEnv>) => requireWorkspace(c, database, { area: 'clients' });
  return new Hono<AppEnv>()
    .get('/client-fields', async (c) => {
      const access = await viewing(c);
      return c.json({ items: await workspaceCustomFields(db, access) });
    })
    .post('/client-fields', async (c) => {
      const access = await viewing(c);
      const input = await readJson(c, ZCustomFieldCreate);
      return c.json(await createCustomField(db, access, input), 201);
    })
    .put('/client-fields/order', async (c) => {
      const access = await viewing(c);
      const { ids } = await readJson(c, ZCustomFieldReorder);
      return c.json({ items: await reorderCustomFields(db, access, ids) });
    })
    .patch('/client-fields/:id', async (c) => {
      const access = await viewing(c);
      // Another workspace's field is 404 before its body is read, as a record's is.
      await findField(db, access, c.req.param('id'));
      const input = await readJson(c, ZCustomFieldUpdate);
      return c.json(await updateCustomField(db, access, c.req.param('id'), input));
    })
    .delete('/client-fields/:id', async (c) => {
      await deleteCustomField(db, await viewing(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
