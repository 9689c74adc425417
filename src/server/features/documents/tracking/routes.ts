// Tracking links of a document (mounted under /api/v1, signed in) and what their
// visitors read, in the request's workspace (issue 18, platform/access): whoever sees the
// document there studies it, whoever may edit it shares it; a document or link they do
// not see answers 404, one they see but may not change 403, and nothing changes.
import { type Context, Hono } from 'hono';
import { ZTrackingLinkCreate, ZTrackingLinkUpdate } from '../../../../core/document-schemas';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { requireWorkspace } from '../../../platform/access/require-workspace';
import type { RecordOp } from '../../../platform/access/workspace-access';
import { getDocumentAnalytics } from '../analytics/get-document-analytics';
import { createTrackingLink } from './create-tracking-link';
import { deleteTrackingLink } from './delete-tracking-link';
import { listTrackingLinks } from './list-tracking-links';
import { updateTrackingLink } from './update-tracking-link';

export function trackingLinkRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const documents = (c: Context<AppEnv>, op: RecordOp) =>
    requireWorkspace(c, database, { area: 'documents', op });
  return new Hono<AppEnv>()
    .get('/documents/:id/links', async (c) => {
      const access = await documents(c, 'view');
      return c.json(await listTrackingLinks(db, access, c.req.param('id'), config.publicUrl));
    })
    .post('/documents/:id/links', async (c) => {
      const access = await documents(c, 'edit');
      const input = await readJson(c, ZTrackingLinkCreate);
      const link = await createTrackingLink(db, access, c.req.param('id'), input, config.publicUrl);
      return c.json(link, 201);
    })
    .patch('/document-links/:linkId', async (c) => {
      const access = await documents(c, 'edit');
      const input = await readJson(c, ZTrackingLinkUpdate);
      return c.json(
        await updateTrackingLink(db, access, c.req.param('linkId'), input, config.publicUrl),
      );
    })
    .delete('/document-links/:linkId', async (c) => {
      await deleteTrackingLink(db, await documents(c, 'edit'), c.req.param('linkId'));
      return c.body(null, 204);
    })
    .get('/documents/:id/analytics', async (c) => {
      const access = await documents(c, 'view');
      const linkId = c.req.query('linkId') || undefined;
      return c.json(await getDocumentAnalytics(db, access, c.req.param('id'), linkId));
    });
}
