// The projects API (mounted under /api/v1, signed in): projects that share documents
// with other users (spec §3 Project, §6 roles, §9 limits). Someone outside a project
// gets 404 for it and changes nothing; a member whose role may not act gets 403.
import { Hono } from 'hono';
import {
  ZProjectCreate,
  ZProjectDocumentAdd,
  ZProjectMemberAdd,
  ZProjectMemberUpdate,
  ZProjectUpdate,
} from '../../../../core/project-schemas';
import { requireUser } from '../../../auth/session';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
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
  return new Hono<AppEnv>()
    .get('/projects', async (c) => c.json(await listProjects(db, requireUser(c).id)))
    .post('/projects', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZProjectCreate);
      return c.json(await createProject(db, user.id, input), 201);
    })
    .get('/projects/:id', async (c) =>
      c.json(await getProject(db, requireUser(c).id, c.req.param('id'))),
    )
    .patch('/projects/:id', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZProjectUpdate);
      return c.json(await updateProject(db, user.id, c.req.param('id'), input));
    })
    .delete('/projects/:id', async (c) => {
      await deleteProject(db, requireUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/projects/:id/documents', async (c) => {
      const user = requireUser(c);
      const { documentId } = await readJson(c, ZProjectDocumentAdd);
      return c.json(await addProjectDocument(db, user.id, c.req.param('id'), documentId), 201);
    })
    .delete('/projects/:id/documents/:documentId', async (c) => {
      const user = requireUser(c);
      await removeProjectDocument(db, user.id, c.req.param('id'), c.req.param('documentId'));
      return c.body(null, 204);
    })
    .post('/projects/:id/members', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZProjectMemberAdd);
      return c.json(await addProjectMember(db, user.id, c.req.param('id'), input), 201);
    })
    .patch('/projects/:id/members/:memberId', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZProjectMemberUpdate);
      const { id, memberId } = c.req.param();
      return c.json(await updateProjectMember(db, user.id, id, memberId, input));
    })
    .delete('/projects/:id/members/:memberId', async (c) => {
      const user = requireUser(c);
      const { id, memberId } = c.req.param();
      await removeProjectMember(db, user.id, id, memberId);
      return c.body(null, 204);
    });
}
