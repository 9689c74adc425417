// The projects API (mounted under /api/v1, signed in): projects that share documents
// with other users (spec §3 Project, §6 roles, §9 limits), in the request's workspace
// (issue 18, project-access.ts). Someone who does not see a project gets 404 for it and
// changes nothing; a member whose role (or documents edit level) may not act gets 403.
import { type Context, Hono } from 'hono';
import {
  ZProjectCreate,
  ZProjectDocumentAdd,
  ZProjectMemberAdd,
  ZProjectMemberUpdate,
  ZProjectUpdate,
} from '../../../../core/project-schemas';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { requireWorkspace } from '../../../platform/access/require-workspace';
import type { RecordOp } from '../../../platform/access/workspace-access';
import { addProjectDocument } from './add-project-document';
import { addProjectMember } from './add-project-member';
import { createProject } from './create-project';
import { deleteProject } from './delete-project';
import { getProject } from './get-project';
import { listProjects } from './list-projects';
import { removeProjectDocument } from './remove-project-document';
import { removeProjectMember } from './remove-project-member';
import { updateProject } from './update-project';
import { updateProjectMember } from './update-project-member';

export function projectRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const documents = (c: Context<AppEnv>, op: RecordOp) =>
    requireWorkspace(c, database, { area: 'documents', op });
  return new Hono<AppEnv>()
    .get('/projects', async (c) => c.json(await listProjects(db, await documents(c, 'view'))))
    .post('/projects', async (c) => {
      const access = await documents(c, 'edit');
      const input = await readJson(c, ZProjectCreate);
      return c.json(await createProject(db, access, input), 201);
    })
    .get('/projects/:id', async (c) =>
      c.json(await getProject(db, await documents(c, 'view'), c.req.param('id'))),
    )
    .patch('/projects/:id', async (c) => {
      const access = await documents(c, 'edit');
      const input = await readJson(c, ZProjectUpdate);
      return c.json(await updateProject(db, access, c.req.param('id'), input));
    })
    .delete('/projects/:id', async (c) => {
      await deleteProject(db, await documents(c, 'edit'), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/projects/:id/documents', async (c) => {
      const access = await documents(c, 'edit');
      const { documentId } = await readJson(c, ZProjectDocumentAdd);
      return c.json(await addProjectDocument(db, access, c.req.param('id'), documentId), 201);
    })
    .delete('/projects/:id/documents/:documentId', async (c) => {
      const access = await documents(c, 'edit');
      await removeProjectDocument(db, access, c.req.param('id'), c.req.param('documentId'));
      return c.body(null, 204);
    })
    .post('/projects/:id/members', async (c) => {
      const access = await documents(c, 'edit');
      const input = await readJson(c, ZProjectMemberAdd);
      return c.json(await addProjectMember(db, access, c.req.param('id'), input), 201);
    })
    .patch('/projects/:id/members/:memberId', async (c) => {
      const access = await documents(c, 'edit');
      const input = await readJson(c, ZProjectMemberUpdate);
      const { id, memberId } = c.req.param();
      return c.json(await updateProjectMember(db, access, id, memberId, input));
    })
    .delete('/projects/:id/members/:memberId', async (c) => {
      // Leaving a project is open to every member, viewers included.
      const access = await documents(c, 'view');
      const { id, memberId } = c.req.param();
      await removeProjectMember(db, access, id, memberId);
      return c.body(null, 204);
    });
}
