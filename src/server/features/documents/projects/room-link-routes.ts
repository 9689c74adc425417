// A project's data room links (decision 078), mounted under /api/v1 (signed in) in the
// request's workspace: the project's owner manages them (room-links.ts).
import { type Context, Hono } from 'hono';
import { ZRoomLinkCreate, ZRoomLinkUpdate } from '../../../../core/data-room-schemas';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { requireWorkspace } from '../../../platform/access/require-workspace';
import type { RecordOp } from '../../../platform/access/workspace-access';
import { createRoomLink, deleteRoomLink, listRoomLinks, updateRoomLink } from './room-links';

export function roomLinkRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const documents = (c: Context<AppEnv>, op: RecordOp) =>
    requireWorkspace(c, database, { area: 'documents', op });
  return new Hono<AppEnv>()
    .get('/projects/:id/links', async (c) => {
      const access = await documents(c, 'view');
      return c.json(await listRoomLinks(db, access, c.req.param('id'), config.publicUrl));
    })
    .post('/projects/:id/links', async (c) => {
      const access = await documents(c, 'edit');
      const input = await readJson(c, ZRoomLinkCreate);
      const link = await createRoomLink(db, access, c.req.param('id'), input, config.publicUrl);
      return c.json(link, 201);
    })
    .patch('/projects/:id/links/:linkId', async (c) => {
      const access = await documents(c, 'edit');
      const input = await readJson(c, ZRoomLinkUpdate);
      const { id, linkId } = c.req.param();
      return c.json(await updateRoomLink(db, access, id, linkId, input, config.publicUrl));
    })
    .delete('/projects/:id/links/:linkId', async (c) => {
      const access = await documents(c, 'edit');
      const { id, linkId } = c.req.param();
      await deleteRoomLink(db, access, id, linkId);
      return c.body(null, 204);
    });
}
