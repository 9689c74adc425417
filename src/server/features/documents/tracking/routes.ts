// Tracking links of a document (mounted under /api/v1, signed in) and what their
// visitors read. Only the document's owner shares or studies it: anyone else's
// document or link answers 404 and nothing changes.
import { Hono } from 'hono';
import { ZTrackingLinkCreate, ZTrackingLinkUpdate } from '../../../../core/document-schemas';
import { requireUser } from '../../../auth/session';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { getDocumentAnalytics } from '../analytics/get-document-analytics';
import { createTrackingLink } from './create-tracking-link';
import { deleteTrackingLink } from './delete-tracking-link';
import { listTrackingLinks } from './list-tracking-links';
import { updateTrackingLink } from './update-tracking-link';

export function trackingLinkRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/documents/:id/links', async (c) => {
      const user = requireUser(c);
      return c.json(await listTrackingLinks(db, user.id, c.req.param('id'), config.publicUrl));
    })
    .post('/documents/:id/links', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZTrackingLinkCreate);
      const link = await createTrackingLink(
        db,
        user.id,
        c.req.param('id'),
        input,
        config.publicUrl,
      );
      return c.json(link, 201);
    })
    .patch('/document-links/:linkId', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZTrackingLinkUpdate);
      return c.json(
        await updateTrackingLink(db, user.id, c.req.param('linkId'), input, config.publicUrl),
      );
    })
    .delete('/document-links/:linkId', async (c) => {
      await deleteTrackingLink(db, requireUser(c).id, c.req.param('linkId'));
      return c.body(null, 204);
    })
    .get('/documents/:id/analytics', async (c) => {
      const user = requireUser(c);
      const linkId = c.req.query('linkId') || undefined;
      return c.json(await getDocumentAnalytics(db, user.id, c.req.param('id'), linkId));
    });
}
