// The team booking page's API (issue 22; mounted with the public booking API, no sign-in):
// the same answers as a person's /public/schedule/:userId/:slug… so the booking wizard
// serves both. Cancel, reschedule and the calendar file go through the booking's token
// (/public/bookings/:token…), as for any booking.

import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { ZBookingCreate } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { readJson } from '../../../http/json-body';
import type { AppEnv } from '../../../http/types';
import { assertUnderBookingLimit } from '../booking-page/booking-rate-limit';
import type { CalendarContext } from '../calendar-sync/calendar-context';
import { refreshStaleBusyTimes } from '../calendar-sync/sync-busy-times';
import { bookTeamEvent } from './book-team-event';
import { loadPublicTeamEventType } from './public-team-event-type';
import { listTeamSlots } from './team-slots';

export function publicTeamRoutes(deps: {
  db: Kysely<DB>;
  publicUrl: () => string;
  visitorKey: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string;
  limitBody: MiddlewareHandler<AppEnv>;
  calendar: () => CalendarContext;
}): Hono<AppEnv> {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/public/team/:orgSlug/:slug', async (c) =>
      c.json((await loadPublicTeamEventType(db, c.req.param('orgSlug'), c.req.param('slug'))).view),
    )
    .get('/public/team/:orgSlug/:slug/slots', async (c) => {
      const loaded = await loadPublicTeamEventType(
        db,
        c.req.param('orgSlug'),
        c.req.param('slug'),
        {
          questions: false,
        },
      );
      // A stale calendar busy cache is refreshed first (decision 059): only hosts with a
      // connected calendar are asked (the event type's load says which).
      await Promise.all(
        loaded.hosts
          .filter((host) => host.hasCalendar)
          .map((host) => refreshStaleBusyTimes(db, host.userId, deps.calendar())),
      );
      return c.json(
        await listTeamSlots(db, loaded, {
          from: c.req.query('from'),
          to: c.req.query('to'),
          timeZone: c.req.query('timeZone'),
          reschedule: c.req.query('reschedule'),
        }),
      );
    })
    .post('/public/team/:orgSlug/:slug/bookings', deps.limitBody, async (c) => {
      const orgSlug = c.req.param('orgSlug');
      const slug = c.req.param('slug');
      const { row } = await loadPublicTeamEventType(db, orgSlug, slug);
      const visitorKey = deps.visitorKey(c);
      await assertUnderBookingLimit(db, row.userId, visitorKey);
      const values = await readJson(c, ZBookingCreate);
      return c.json(
        await bookTeamEvent(db, {
          orgSlug,
          slug,
          values,
          visitorKey,
          publicUrl: deps.publicUrl(),
        }),
        201,
      );
    });
}
