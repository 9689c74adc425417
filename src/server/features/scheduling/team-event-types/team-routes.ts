// The workspace's team event types (issue 22, mounted under /api/v1, signed in): listed by
// whoever sees the workspace's scheduling, changed by those who may edit it, through the
// one access layer — another workspace's id answers 404 and changes nothing.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ZTeamDateOverrideInput,
  ZTeamEventTypeInput,
} from '../../../../core/team-event-type-schemas';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { requireWorkspace } from '../../../platform/access/require-workspace';
import {
  createTeamEventType,
  deleteTeamEventType,
  getTeamEventType,
  listTeamEventTypes,
  updateTeamEventType,
} from './save-team-event-type';
import {
  addTeamDateOverride,
  deleteTeamDateOverride,
  listTeamDateOverrides,
  updateTeamDateOverride,
} from './team-date-overrides';

/** A missing slug is an empty one, as for a personal event type (routes.ts). */
const ZTeamEventTypeForm = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? { ...body, slug: (body as { slug?: unknown }).slug ?? '' }
      : body,
  ZTeamEventTypeInput,
);

export function teamEventTypeRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const view = { area: 'scheduling', op: 'view' } as const;
  const edit = { area: 'scheduling', op: 'edit' } as const;
  return (
    new Hono<AppEnv>()
      .get('/scheduling/team-event-types', async (c) => {
        const access = await requireWorkspace(c, database, view);
        return c.json(await listTeamEventTypes(db, access));
      })
      .post('/scheduling/team-event-types', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const values = await readJson(c, ZTeamEventTypeForm);
        return c.json(await createTeamEventType(db, access, values), 201);
      })
      .get('/scheduling/team-event-types/:id', async (c) => {
        const access = await requireWorkspace(c, database, view);
        return c.json(await getTeamEventType(db, access, c.req.param('id')));
      })
      .put('/scheduling/team-event-types/:id', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const values = await readJson(c, ZTeamEventTypeForm);
        return c.json(await updateTeamEventType(db, access, c.req.param('id'), values));
      })
      .delete('/scheduling/team-event-types/:id', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        await deleteTeamEventType(db, access, c.req.param('id'));
        return c.body(null, 204);
      })
      // Its date overrides (decision 077): for every host, in the override's own zone.
      .get('/scheduling/team-event-types/:id/date-overrides', async (c) => {
        const access = await requireWorkspace(c, database, view);
        return c.json(await listTeamDateOverrides(db, access, c.req.param('id')));
      })
      .post('/scheduling/team-event-types/:id/date-overrides', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const input = await readJson(c, ZTeamDateOverrideInput);
        return c.json(await addTeamDateOverride(db, access, c.req.param('id'), input), 201);
      })
      .put('/scheduling/team-event-types/:id/date-overrides/:overrideId', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const input = await readJson(c, ZTeamDateOverrideInput);
        const { id, overrideId } = c.req.param();
        return c.json(await updateTeamDateOverride(db, access, id, overrideId, input));
      })
      .delete('/scheduling/team-event-types/:id/date-overrides/:overrideId', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const { id, overrideId } = c.req.param();
        await deleteTeamDateOverride(db, access, id, overrideId);
        return c.body(null, 204);
      })
  );
}
