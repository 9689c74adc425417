// The message templates API (mounted under /api/v1, signed in), and using a template
// on a client. Another user's template or client answers 404 and changes nothing.
import { Hono } from 'hono';
import { ZTemplateCreate, ZTemplateUpdate } from '../../../core/template-schemas';
import { ZTemplateUse } from '../../../core/templates';
import { requireUser } from '../../auth/session';
import { readJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { requireWorkspace } from '../../platform/access/require-workspace';
import { createTemplate } from './create-template';
import { deleteTemplate } from './delete-template';
import { listTemplates } from './list-templates';
import { updateTemplate } from './update-template';
import { useTemplate } from './use-template';

export function templateRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/templates', async (c) => c.json(await listTemplates(db, requireUser(c).id)))
    .post('/templates', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZTemplateCreate);
      return c.json(await createTemplate(db, user.id, input), 201);
    })
    .patch('/templates/:id', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZTemplateUpdate);
      return c.json(await updateTemplate(db, user.id, c.req.param('id'), input));
    })
    .delete('/templates/:id', async (c) => {
      await deleteTemplate(db, requireUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/clients/:id/template-uses', async (c) => {
      const access = await requireWorkspace(c, database, { area: 'clients', op: 'edit' });
      const { templateId, channel } = await readJson(c, ZTemplateUse);
      const result = await useTemplate(
        db,
        { access, clientId: c.req.param('id'), templateId, channel },
        config.publicUrl,
      );
      return c.json(result, 201);
    });
}
