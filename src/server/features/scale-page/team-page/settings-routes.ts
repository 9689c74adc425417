// The team page's settings API (issue 22; under /api/v1, signed in, in the
// X-Workspace-Id workspace): read, change the form switch and links (org:settings:edit),
// and each member's own "Show me on the team page".
import { Hono } from 'hono';
import { ZTeamPageMembership, ZTeamPageUpdate } from '../../../../core/lead-routing-schemas';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { requireWorkspace } from '../../../platform/access/require-workspace';
import { getTeamPageSettings, setShowMe, updateTeamPage } from './team-page-settings';

export function teamPageSettingsRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/workspace/team-page', async (c) =>
      c.json(await getTeamPageSettings(db, await requireWorkspace(c, database))),
    )
    .put('/workspace/team-page', async (c) => {
      const access = await requireWorkspace(c, database);
      return c.json(await updateTeamPage(db, access, await readJson(c, ZTeamPageUpdate)));
    })
    .put('/workspace/team-page/me', async (c) => {
      const access = await requireWorkspace(c, database);
      const { showMe } = await readJson(c, ZTeamPageMembership);
      return c.json(await setShowMe(db, access, showMe));
    });
}
