// The host's scheduling API (mounted under /api/v1, signed in): event types with their
// questions, weekly availability, and bookings, in the request's workspace through the
// one access layer (issue 18): a record the caller cannot see answers 404 and changes
// nothing, one they see but may not change 403; without scheduling view the area is 404.
import { Hono } from 'hono';
import { z } from 'zod';
import { ZBookingNote, ZBookingReschedule } from '../../../core/scheduling/reschedule-schemas';
import {
  ZAvailabilitySlot,
  ZAvailabilitySlotUpdate,
  ZBookingCancel,
  ZDateOverride,
  ZDateOverrideUpdate,
  ZEventTypeInput,
  ZQuickSetup,
} from '../../../core/scheduling-schemas';
import { readJson, readOptionalJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { requireWorkspace } from '../../platform/access/require-workspace';
import { addAvailability } from './availability/add-availability';
import { readAvailabilitySet } from './availability/availability-view';
import { deleteAvailability } from './availability/delete-availability';
import { listAvailability } from './availability/list-availability';
import { quickSetupAvailability } from './availability/quick-setup-availability';
import { updateAvailability } from './availability/update-availability';
import { answerPendingBooking } from './bookings/answer-pending-booking';
import { cancelHostBooking } from './bookings/cancel-host-booking';
import { getHostBooking } from './bookings/get-host-booking';
import { hostReschedulePath, rescheduleHostBooking } from './bookings/host-reschedule';
import { listHostBookings } from './bookings/list-host-bookings';
import { requestReschedule } from './bookings/request-reschedule';
import { addDateOverride } from './date-overrides/add-date-override';
import { deleteDateOverride } from './date-overrides/delete-date-override';
import { listDateOverrides } from './date-overrides/list-date-overrides';
import { updateDateOverride } from './date-overrides/update-date-override';
import { createEventType } from './event-types/create-event-type';
import { deleteEventType } from './event-types/delete-event-type';
import { getEventType } from './event-types/get-event-type';
import { listEventTypes } from './event-types/list-event-types';
import { updateEventType } from './event-types/update-event-type';
import { teamEventTypeRoutes } from './team-event-types/team-routes';

/** A missing slug is an empty one: derived from the name on create, "Slug is required" on edit. */
const ZEventTypeForm = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? { ...body, slug: (body as { slug?: unknown }).slug ?? '' }
      : body,
  ZEventTypeInput,
);

export function schedulingRoutes(deps: AppDeps): Hono<AppEnv> {
  const { database, config } = deps;
  const { db } = database;
  // Read per request: tests learn the server's address only after it starts.
  const mailOptions = () => ({ publicUrl: config.publicUrl });
  const view = { area: 'scheduling', op: 'view' } as const;
  const edit = { area: 'scheduling', op: 'edit' } as const;
  return (
    new Hono<AppEnv>()
      // A team workspace's round-robin and collective event types (issue 22, decision 063).
      .route('/', teamEventTypeRoutes(deps))
      .get('/scheduling/event-types', async (c) => {
        const access = await requireWorkspace(c, database, view);
        return c.json(await listEventTypes(db, access));
      })
      .post('/scheduling/event-types', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const values = await readJson(c, ZEventTypeForm);
        return c.json(await createEventType(db, access, values), 201);
      })
      .get('/scheduling/event-types/:id', async (c) => {
        const access = await requireWorkspace(c, database, view);
        return c.json(await getEventType(db, access, c.req.param('id')));
      })
      .put('/scheduling/event-types/:id', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const values = await readJson(c, ZEventTypeForm);
        return c.json(await updateEventType(db, access, c.req.param('id'), values));
      })
      .delete('/scheduling/event-types/:id', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        await deleteEventType(db, access, c.req.param('id'));
        return c.body(null, 204);
      })
      .get('/scheduling/availability', async (c) => {
        const access = await requireWorkspace(c, database, view);
        const set = readAvailabilitySet(c.req.query('eventTypeId'));
        return c.json(await listAvailability(db, access, set));
      })
      .post('/scheduling/availability', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const slot = await readJson(c, ZAvailabilitySlot);
        return c.json(await addAvailability(db, access, slot), 201);
      })
      // Before '/scheduling/availability/:id' so "quick-setup" is never read as an id.
      .put('/scheduling/availability/quick-setup', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const setup = await readJson(c, ZQuickSetup);
        return c.json(await quickSetupAvailability(db, access, setup));
      })
      .patch('/scheduling/availability/:id', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const changes = await readJson(c, ZAvailabilitySlotUpdate);
        return c.json(await updateAvailability(db, access, c.req.param('id'), changes));
      })
      .delete('/scheduling/availability/:id', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        await deleteAvailability(db, access, c.req.param('id'));
        return c.body(null, 204);
      })
      // Date overrides (issue 21, decision 056): the same sets as the weekly hours.
      .get('/scheduling/date-overrides', async (c) => {
        const access = await requireWorkspace(c, database, view);
        const set = readAvailabilitySet(c.req.query('eventTypeId'));
        return c.json(await listDateOverrides(db, access, set));
      })
      .post('/scheduling/date-overrides', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const input = await readJson(c, ZDateOverride);
        return c.json(await addDateOverride(db, access, input), 201);
      })
      .put('/scheduling/date-overrides/:id', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const input = await readJson(c, ZDateOverrideUpdate);
        return c.json(await updateDateOverride(db, access, c.req.param('id'), input));
      })
      .delete('/scheduling/date-overrides/:id', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        await deleteDateOverride(db, access, c.req.param('id'));
        return c.body(null, 204);
      })
      .get('/scheduling/bookings', async (c) => {
        const access = await requireWorkspace(c, database, view);
        return c.json(await listHostBookings(db, access));
      })
      .get('/scheduling/bookings/:id', async (c) => {
        const access = await requireWorkspace(c, database, view);
        return c.json(await getHostBooking(db, access, c.req.param('id')));
      })
      .post('/scheduling/bookings/:id/cancel', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const { reason } = await readOptionalJson(c, ZBookingCancel);
        return c.json(
          await cancelHostBooking(db, access, c.req.param('id'), { reason, ...mailOptions() }),
        );
      })
      .post('/scheduling/bookings/:id/confirm', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        return c.json(
          await answerPendingBooking(db, access, c.req.param('id'), 'confirm', mailOptions()),
        );
      })
      .post('/scheduling/bookings/:id/decline', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const { reason } = await readOptionalJson(c, ZBookingNote);
        return c.json(
          await answerPendingBooking(db, access, c.req.param('id'), 'decline', {
            ...mailOptions(),
            reason,
          }),
        );
      })
      .post('/scheduling/bookings/:id/reschedule', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const { startTime } = await readJson(c, ZBookingReschedule);
        return c.json(
          await rescheduleHostBooking(db, access, c.req.param('id'), {
            startTime: new Date(startTime),
            ...mailOptions(),
          }),
        );
      })
      .get('/scheduling/bookings/:id/reschedule-link', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        return c.json(await hostReschedulePath(db, access, c.req.param('id')));
      })
      .post('/scheduling/bookings/:id/request-reschedule', async (c) => {
        const access = await requireWorkspace(c, database, edit);
        const { reason } = await readOptionalJson(c, ZBookingNote);
        return c.json(
          await requestReschedule(db, access, c.req.param('id'), {
            message: reason,
            ...mailOptions(),
          }),
        );
      })
  );
}
