// The message templates API (mounted under /api/v1, signed in), and using a template
// on a client. Templates serve the clients area of the request's workspace (issue 18):
// a template the caller cannot see answers 404 and changes nothing, one they see but may
// not change 403.
import { Hono } from 'hono';
import { ZTemplateCreate, ZTemplateMove, ZTemplateUpdate } from '../../../core/template-schemas';
import { ZTemplateUse } from '../../../core/templates';
import { readJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { requireWorkspace } from '../../platform/access/require-workspace';
import { createTemplate } from './create-template';
import { deleteTemplate } from './delete-template';
import { listTemplates } from './list-templates';
import { moveTemplate } from './move-template';
import { updateTemplate } from './update-template';
import { useTemplate } from './use-template';

export function templateRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const view = { area: 'clients', op: 'view' } as const;
  const edit = { area: 'clients', op: 'edit' } as const;
  return new Hono<AppEnv>()
    .get('/templates', async (c) => {
      const access = await requireWorkspace(c, database, view);
      return c.json(await listTemplates(db, access));
    })
    .post('/templates', async (c) => {
      const access = await requireWorkspace(c, database, edit);
      const input = await readJson(c, ZTemplateCreate);
      return c.json(await createTemplate(db, access, input), 201);
    })
    .patch('/templates/:id', async (c) => {
      const access = await requireWorkspace(c, database, edit);
      const input = await readJson(c, ZTemplateUpdate);
      return c.json(await updateTemplate(db, access, c.req.param('id'), input));
    })
    .post('/templates/:id/move', async (c) => {
      const access = await requireWorkspace(c, database, edit);
      const { workspaceId } = await readJson(c, ZTemplateMove);
      return c.json(await moveTemplate(db, access, c.req.param('id'), workspaceId));
    })
    .delete('/templates/:id', async (c) => {
      const access = await requireWorkspace(c, database, edit);
      await deleteTemplate(db, access, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/clients/:id/template-uses', async (c) => {
      // Using a template logs an interaction on the client: a change to the client.
      const access = await requireWorkspace(c, database, edit);
      const { templateId, channel } = await readJson(c, ZTemplateUse);
      const result = await useTemplate(
        db,
        access,
        { clientId: c.req.param('id'), templateId, channel },
        config.publicUrl,
      );
      return c.json(result, 201);
    });
}
