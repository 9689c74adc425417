// The public booking API (mounted under /api/v1 before the session middleware: no
// sign-in, no session lookup). The booking page, its chooser and the cancel page use it.
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ZBookingReschedule } from '../../../../core/scheduling/reschedule-schemas';
import { ZBookingCancel, ZBookingCreate } from '../../../../core/scheduling-schemas';
import { HttpError } from '../../../http/errors';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { leadVisitorKey } from '../../../platform/rate-limit/visitor-key';
import { calendarContext, ON_DEMAND_TIMEOUT_MS } from '../calendar-sync/calendar-context';
import { refreshStaleBusyTimes } from '../calendar-sync/sync-busy-times';
import { publicTeamRoutes } from '../team-event-types/team-public-routes';
import { findBookingByToken } from './booking-by-token';
import { bookingDetailsByToken, bookingIcsByToken } from './booking-details';
import { assertUnderBookingLimit } from './booking-rate-limit';
import { cancelBookingByToken } from './cancel-booking-by-token';
import { createPublicBooking } from './create-public-booking';
import { hostIdOf } from './host-segment';
import { loadPublicEventType } from './public-event-type';
import { listPublicEventTypes } from './public-event-types';
import { listPublicSlots } from './public-slots';
import { rescheduleBookingByToken } from './reschedule-by-token';

/** A name, an address, notes and a few answers: anything bigger is not a person. */
const MAX_BODY_BYTES = 64 * 1024;

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new HttpError('payload_too_large', 'The request is too large');
  },
});

export function publicSchedulingRoutes({ config, database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const visitorOf = (c: Context<AppEnv>) =>
    leadVisitorKey({
      secret: config.authSecret,
      peerAddress: peer(c),
      forwardedFor: c.req.header('x-forwarded-for'),
      trustedProxies: config.trustedProxies,
    });

  const onDemandCalendar = () => calendarContext(config, ON_DEMAND_TIMEOUT_MS);

  return (
    new Hono<AppEnv>()
      // A team's event types (issue 22, decision 063): /public/team/:orgSlug/:slug….
      .route(
        '/',
        publicTeamRoutes({
          db,
          publicUrl: () => config.publicUrl,
          visitorKey: visitorOf,
          limitBody,
          calendar: onDemandCalendar,
        }),
      )
      // :userId is the host's username (the friendly links, issue 21) or their id.
      .get('/public/schedule/:userId', async (c) =>
        c.json(await listPublicEventTypes(db, await hostIdOf(db, c.req.param('userId')))),
      )
      .get('/public/schedule/:userId/:slug', async (c) =>
        c.json(
          (
            await loadPublicEventType(
              db,
              await hostIdOf(db, c.req.param('userId')),
              c.req.param('slug'),
            )
          ).view,
        ),
      )
      .get('/public/schedule/:userId/:slug/slots', async (c) => {
        const userId = await hostIdOf(db, c.req.param('userId'));
        // A stale calendar busy cache is refreshed first, within a short timeout (decision 059).
        await refreshStaleBusyTimes(db, userId, onDemandCalendar());
        return c.json(
          await listPublicSlots(db, userId, c.req.param('slug'), {
            from: c.req.query('from'),
            to: c.req.query('to'),
            timeZone: c.req.query('timeZone'),
            reschedule: c.req.query('reschedule'),
          }),
        );
      })
      .post('/public/schedule/:userId/:slug/bookings', limitBody, async (c) => {
        const userId = await hostIdOf(db, c.req.param('userId'));
        const visitorKey = visitorOf(c);
        await assertUnderBookingLimit(db, userId, visitorKey);
        const values = await readJson(c, ZBookingCreate);
        const created = await createPublicBooking(db, {
          userId,
          slug: c.req.param('slug'),
          values,
          visitorKey,
          publicUrl: config.publicUrl,
        });
        return c.json(created, 201);
      })
      .get('/public/bookings/:token', async (c) =>
        c.json(await bookingDetailsByToken(db, c.req.param('token'), config.publicUrl)),
      )
      .get('/public/bookings/:token/invite.ics', async (c) => {
        const ics = await bookingIcsByToken(db, c.req.param('token'), config.publicUrl);
        return c.body(ics, 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="invite.ics"',
          'Cache-Control': 'no-store',
        });
      })
      .post('/public/bookings/:token/reschedule', limitBody, async (c) => {
        const token = c.req.param('token');
        const { hostId } = await findBookingByToken(db, token);
        const visitorKey = visitorOf(c);
        await assertUnderBookingLimit(db, hostId, visitorKey);
        const { startTime } = await readJson(c, ZBookingReschedule);
        return c.json(
          await rescheduleBookingByToken(db, {
            token,
            startTime: new Date(startTime),
            visitorKey,
            publicUrl: config.publicUrl,
          }),
        );
      })
      .post('/public/bookings/:token/cancel', limitBody, async (c) => {
        const token = c.req.param('token');
        const { hostId } = await findBookingByToken(db, token);
        const visitorKey = visitorOf(c);
        await assertUnderBookingLimit(db, hostId, visitorKey);
        const { reason } = await readJson(c, ZBookingCancel);
        return c.json(
          await cancelBookingByToken(db, {
            token,
            reason,
            visitorKey,
            publicUrl: config.publicUrl,
          }),
        );
      })
  );
}

function peer(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
    return undefined;
  }
}
