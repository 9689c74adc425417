// The host's calendar account under /api/v1/calendar-connections (signed in;
// personal: a connection belongs to the user, another's id answers 404). Not under
// /scheduling, whose paths work in the X-Workspace-Id workspace: the account is the
// user's own, and its busy times count for every event type they host in any workspace.
import { Hono } from 'hono';
import { ZCalendarChoice, ZCalendarConnect } from '../../../../core/calendar-sync-schemas';
import { requireUser } from '../../../auth/session';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import {
  chooseCalendars,
  connectCalendar,
  disconnectCalendar,
  getCalendarConnection,
  syncCalendarNow,
} from './calendar-connection';
import { calendarContext } from './calendar-context';

export function calendarSyncRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const context = () => calendarContext(config);
  return new Hono<AppEnv>()
    .get('/calendar-connections', async (c) => {
      const user = requireUser(c);
      return c.json({ connection: await getCalendarConnection(db, user.id) });
    })
    .post('/calendar-connections', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZCalendarConnect);
      return c.json(await connectCalendar(db, user.id, input, context()), 201);
    })
    .put('/calendar-connections/:id', async (c) => {
      const user = requireUser(c);
      const choice = await readJson(c, ZCalendarChoice);
      return c.json(await chooseCalendars(db, user.id, c.req.param('id'), choice, context()));
    })
    .post('/calendar-connections/:id/sync', async (c) => {
      const user = requireUser(c);
      return c.json(await syncCalendarNow(db, user.id, c.req.param('id'), context()));
    })
    .delete('/calendar-connections/:id', async (c) => {
      const user = requireUser(c);
      await disconnectCalendar(db, user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
