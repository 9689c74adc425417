// The tasks API (issue 20, mounted under /api/v1, signed in), in the request's workspace.
// A task is its client's: reading takes clients view, writing clients edit on that client;
// a task the caller may not see answers 404 and changes nothing (decision 047).
import { type Context, Hono } from 'hono';
import { ZTaskCreate, ZTaskListQuery, ZTaskUpdate } from '../../../../core/task-schemas';
import { readJson } from '../../../http/json-body';
import { readQuery } from '../../../http/read-query';
import type { AppDeps, AppEnv } from '../../../http/types';
import { requireWorkspace } from '../../../platform/access/require-workspace';
import { createTask } from './create-task';
import { deleteTask } from './delete-task';
import { listClientTasks } from './list-client-tasks';
import { listTasks } from './list-tasks';
import { updateTask } from './update-task';

export function clientTaskRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const viewing = (c: Context<AppEnv>) => requireWorkspace(c, database, { area: 'clients' });
  const editing = (c: Context<AppEnv>) =>
    requireWorkspace(c, database, { area: 'clients', op: 'edit' });
  return new Hono<AppEnv>()
    .get('/tasks', async (c) =>
      c.json(await listTasks(db, await viewing(c), readQuery(c, ZTaskListQuery))),
    )
    .get('/clients/:id/tasks', async (c) =>
      c.json(await listClientTasks(db, await viewing(c), c.req.param('id'))),
    )
    .post('/clients/:id/tasks', async (c) => {
      const access = await editing(c);
      const input = await readJson(c, ZTaskCreate);
      return c.json(await createTask(db, access, c.req.param('id'), input), 201);
    })
    .patch('/tasks/:id', async (c) => {
      const access = await editing(c);
      const input = await readJson(c, ZTaskUpdate);
      return c.json(await updateTask(db, access, c.req.param('id'), input));
    })
    .delete('/tasks/:id', async (c) => {
      await deleteTask(db, await editing(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
