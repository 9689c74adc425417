// The host's scheduling API (mounted under /api/v1, signed in): event types with their
// questions, weekly availability, and the host's bookings. Another user's ids answer
// 404 and change nothing.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ZAvailabilitySlot,
  ZAvailabilitySlotUpdate,
  ZBookingCancel,
  ZEventTypeInput,
  ZQuickSetup,
} from '../../../core/scheduling-schemas';
import { requireUser } from '../../auth/session';
import { readJson, readOptionalJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { addAvailability } from './availability/add-availability';
import { readAvailabilitySet } from './availability/availability-view';
import { deleteAvailability } from './availability/delete-availability';
import { listAvailability } from './availability/list-availability';
import { quickSetupAvailability } from './availability/quick-setup-availability';
import { updateAvailability } from './availability/update-availability';
import { answerPendingBooking } from './bookings/answer-pending-booking';
import { cancelHostBooking } from './bookings/cancel-host-booking';
import { getHostBooking } from './bookings/get-host-booking';
import { listHostBookings } from './bookings/list-host-bookings';
import { createEventType } from './event-types/create-event-type';
import { deleteEventType } from './event-types/delete-event-type';
import { getEventType } from './event-types/get-event-type';
import { listEventTypes } from './event-types/list-event-types';
import { updateEventType } from './event-types/update-event-type';

/** A missing slug is an empty one: derived from the name on create, "Slug is required" on edit. */
const ZEventTypeForm = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? { ...body, slug: (body as { slug?: unknown }).slug ?? '' }
      : body,
  ZEventTypeInput,
);

export function schedulingRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  // Read per request: tests learn the server's address only after it starts.
  const mailOptions = () => ({ publicUrl: config.publicUrl });
  return (
    new Hono<AppEnv>()
      .get('/scheduling/event-types', async (c) =>
        c.json(await listEventTypes(db, requireUser(c).id)),
      )
      .post('/scheduling/event-types', async (c) => {
        const user = requireUser(c);
        const values = await readJson(c, ZEventTypeForm);
        return c.json(await createEventType(db, user.id, values), 201);
      })
      .get('/scheduling/event-types/:id', async (c) =>
        c.json(await getEventType(db, requireUser(c).id, c.req.param('id'))),
      )
      .put('/scheduling/event-types/:id', async (c) => {
        const user = requireUser(c);
        const values = await readJson(c, ZEventTypeForm);
        return c.json(await updateEventType(db, user.id, c.req.param('id'), values));
      })
      .delete('/scheduling/event-types/:id', async (c) => {
        await deleteEventType(db, requireUser(c).id, c.req.param('id'));
        return c.body(null, 204);
      })
      .get('/scheduling/availability', async (c) => {
        const user = requireUser(c);
        const set = readAvailabilitySet(c.req.query('eventTypeId'));
        return c.json(await listAvailability(db, user.id, set));
      })
      .post('/scheduling/availability', async (c) => {
        const user = requireUser(c);
        const slot = await readJson(c, ZAvailabilitySlot);
        return c.json(await addAvailability(db, user.id, slot), 201);
      })
      // Before '/scheduling/availability/:id' so "quick-setup" is never read as an id.
      .put('/scheduling/availability/quick-setup', async (c) => {
        const user = requireUser(c);
        const setup = await readJson(c, ZQuickSetup);
        return c.json(await quickSetupAvailability(db, user.id, setup));
      })
      .patch('/scheduling/availability/:id', async (c) => {
        const user = requireUser(c);
        const changes = await readJson(c, ZAvailabilitySlotUpdate);
        return c.json(await updateAvailability(db, user.id, c.req.param('id'), changes));
      })
      .delete('/scheduling/availability/:id', async (c) => {
        await deleteAvailability(db, requireUser(c).id, c.req.param('id'));
        return c.body(null, 204);
      })
      .get('/scheduling/bookings', async (c) =>
        c.json(await listHostBookings(db, requireUser(c).id)),
      )
      .get('/scheduling/bookings/:id', async (c) =>
        c.json(await getHostBooking(db, requireUser(c).id, c.req.param('id'))),
      )
      .post('/scheduling/bookings/:id/cancel', async (c) => {
        const user = requireUser(c);
        const { reason } = await readOptionalJson(c, ZBookingCancel);
        return c.json(
          await cancelHostBooking(db, user.id, c.req.param('id'), { reason, ...mailOptions() }),
        );
      })
      .post('/scheduling/bookings/:id/confirm', async (c) =>
        c.json(
          await answerPendingBooking(
            db,
            requireUser(c).id,
            c.req.param('id'),
            'confirm',
            mailOptions(),
          ),
        ),
      )
      .post('/scheduling/bookings/:id/decline', async (c) =>
        c.json(
          await answerPendingBooking(
            db,
            requireUser(c).id,
            c.req.param('id'),
            'decline',
            mailOptions(),
          ),
        ),
      )
  );
}
