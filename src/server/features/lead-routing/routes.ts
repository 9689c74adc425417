// Lead routing's API (issue 22; under /api/v1, signed in, in the X-Workspace-Id
// workspace): the "New leads" setting with its rotation table, and a client's latest
// assignment for its panel ("Assigned by round robin on …").
import { Hono } from 'hono';
import { ZRoutingSettingsUpdate } from '../../../core/lead-routing-schemas';
import { readJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { requireWorkspace } from '../../platform/access/require-workspace';
import { latestClientAssignment } from '../clients/public';
import { getRoutingSettings, updateRoutingSettings } from './routing-settings';

export function leadRoutingRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/workspace/lead-routing', async (c) =>
      c.json(await getRoutingSettings(db, await requireWorkspace(c, database))),
    )
    .put('/workspace/lead-routing', async (c) => {
      const access = await requireWorkspace(c, database);
      const input = await readJson(c, ZRoutingSettingsUpdate);
      return c.json(await updateRoutingSettings(db, access, input));
    })
    .get('/clients/:id/assignment', async (c) => {
      const access = await requireWorkspace(c, database, { area: 'clients' });
      return c.json({
        assignment: await latestClientAssignment(db, access, c.req.param('id')),
      });
    });
}
