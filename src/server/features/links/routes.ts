// The owner's links API (mounted under /api/v1, signed in). Another user's link
// answers 404 and changes nothing.
import { Hono } from 'hono';
import {
  LINK_THUMBNAIL_MAX_BYTES,
  ZLinkCreate,
  ZLinkOrder,
  ZLinkUpdate,
} from '../../../core/link-schemas';
import { LINK_MESSAGES } from '../../../core/messages';
import { requireUser } from '../../auth/session';
import { badRequest } from '../../http/errors';
import { readJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { readUpload } from '../../platform/storage/read-upload';
import { createLink } from './create-link';
import { deleteLink } from './delete-link';
import { findOwnLink } from './find-own-link';
import { listLinks } from './list-links';
import { removeLinkThumbnail } from './remove-link-thumbnail';
import { reorderLinks } from './reorder-links';
import { setLinkThumbnail } from './set-link-thumbnail';
import { updateLink } from './update-link';

export function linkRoutes({ database, storage }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return (
    new Hono<AppEnv>()
      .get('/links', async (c) => c.json(await listLinks(db, requireUser(c).id)))
      .post('/links', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, ZLinkCreate);
        return c.json(await createLink(db, user.id, input), 201);
      })
      // Before '/links/:id' so "order" is not taken for an id.
      .put('/links/order', async (c) => {
        const user = requireUser(c);
        const { ids } = await readJson(c, ZLinkOrder);
        await reorderLinks(db, user.id, ids);
        return c.json(await listLinks(db, user.id));
      })
      .patch('/links/:id', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, ZLinkUpdate);
        return c.json(await updateLink(db, user.id, c.req.param('id'), input));
      })
      .delete('/links/:id', async (c) => {
        await deleteLink(db, storage, requireUser(c).id, c.req.param('id'));
        return c.body(null, 204);
      })
      .post('/links/:id/thumbnail', async (c) => {
        const user = requireUser(c);
        // 404 before reading a body that would be thrown away.
        const link = await findOwnLink(db, user.id, c.req.param('id'));
        if (link.kind === 'header') throw badRequest(LINK_MESSAGES.headerIsPlain);
        const upload = await readUpload(c, {
          maxBytes: LINK_THUMBNAIL_MAX_BYTES,
          tooLargeMessage: LINK_MESSAGES.thumbnailTooLarge,
          accept: ['png', 'jpeg', 'gif', 'webp'],
          wrongTypeMessage: LINK_MESSAGES.thumbnailWrongType,
        });
        return c.json(await setLinkThumbnail(db, storage, user.id, link.id, upload.data));
      })
      .delete('/links/:id/thumbnail', async (c) =>
        c.json(await removeLinkThumbnail(db, storage, requireUser(c).id, c.req.param('id'))),
      )
  );
}
