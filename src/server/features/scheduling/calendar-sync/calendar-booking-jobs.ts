// The durable path from a booking to the host's calendar (decision 059). A change writes a
// job in its own transaction (syncBookingToCalendar / removeBookingFromCalendar); the
// calendar job (calendar-sync-job.ts) claims due jobs with FOR UPDATE SKIP LOCKED — so
// several server processes never run one twice at once — and writes the booking's
// CURRENT state: live → PUT the event, canceled or gone → DELETE it. A calendar outage
// leaves the job for later with a growing delay; nothing is lost.
import { type Kysely, sql } from 'kysely';
import { CALENDAR_MESSAGES as M } from '../../../../core/calendar-sync-schemas';
import type { DB } from '../../../db/types';
import { bookingCalendarObject } from './booking-calendar-object';
import { CalendarSyncError, toCalendarSyncError, withCalDav } from './caldav-account';
import type { CalendarContext } from './calendar-context';
import { openSecret } from './secret-box';

/** A claimed job is someone's for this long; a process that died gives it up after. */
const LEASE_MS = 2 * 60_000;
const MAX_DELAY_MS = 60 * 60_000;
/** After this many failures (about a day and a half of retries) the job is dropped. */
const MAX_ATTEMPTS = 40;

async function enqueue(db: Kysely<DB>, bookingId: string, action: 'sync' | 'remove') {
  // Only for a host whose calendar takes bookings, or already holds this one.
  await db
    .insertInto('calendar_sync_jobs')
    .columns(['bookingId', 'userId', 'action'])
    .expression((eb) =>
      eb
        .selectFrom('scheduling_bookings')
        .innerJoin(
          'calendar_connections',
          'calendar_connections.userId',
          'scheduling_bookings.userId',
        )
        .select([
          'scheduling_bookings.id',
          'scheduling_bookings.userId',
          sql<'sync' | 'remove'>`${action}::text`.as('action'),
        ])
        .where('scheduling_bookings.id', '=', bookingId)
        .where((where) =>
          where.or([
            where('calendar_connections.bookingCalendarUrl', 'is not', null),
            where.exists(
              where
                .selectFrom('calendar_booking_events')
                .select('calendar_booking_events.bookingId')
                .where('calendar_booking_events.bookingId', '=', bookingId),
            ),
          ]),
        ),
    )
    .execute();
}

/**
 * Queues writing the booking's current state to its host's calendar (created, confirmed,
 * rescheduled — or removed when it is canceled by then). Call it in the transaction that
 * changes the booking.
 */
export function syncBookingToCalendar(db: Kysely<DB>, bookingId: string): Promise<void> {
  return enqueue(db, bookingId, 'sync');
}

/** Queues removing the booking's event from its host's calendar, whatever its state. */
export function removeBookingFromCalendar(db: Kysely<DB>, bookingId: string): Promise<void> {
  return enqueue(db, bookingId, 'remove');
}

/**
 * Queues removing the booking's event from a former host's calendar (a round-robin
 * booking handed to another host, decision 073): only when that calendar holds it.
 */
export async function removeBookingFromHostCalendar(
  db: Kysely<DB>,
  bookingId: string,
  userId: string,
): Promise<void> {
  await db
    .insertInto('calendar_sync_jobs')
    .columns(['bookingId', 'userId', 'action', 'runAfter'])
    .expression((eb) =>
      eb
        .selectFrom('calendar_booking_events')
        .select([
          'calendar_booking_events.bookingId',
          'calendar_booking_events.userId',
          sql<'remove'>`'remove'::text`.as('action'),
          // Due before the new host's write of the same booking (jobs run by run_after), so
          // the removal still finds the old host's event row.
          sql<Date>`now() - interval '1 second'`.as('runAfter'),
        ])
        .where('calendar_booking_events.bookingId', '=', bookingId)
        .where('calendar_booking_events.userId', '=', userId),
    )
    .execute();
}

type Job = {
  id: string;
  bookingId: string;
  userId: string;
  action: 'sync' | 'remove';
  attempts: number;
};

/** Claims due jobs (leased for LEASE_MS) and runs them; returns how many were done. */
export async function runDueCalendarJobs(
  db: Kysely<DB>,
  context: CalendarContext,
  limit = 20,
): Promise<number> {
  const claimed = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('calendar_sync_jobs')
      .select(['id', 'bookingId', 'userId', 'action', 'attempts'])
      .where('runAfter', '<=', new Date())
      .orderBy('runAfter')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length > 0) {
      await trx
        .updateTable('calendar_sync_jobs')
        .set({ runAfter: new Date(Date.now() + LEASE_MS) })
        .where(
          'id',
          'in',
          due.map((job) => job.id),
        )
        .execute();
    }
    return due as Job[];
  });
  let done = 0;
  for (const job of claimed) {
    try {
      await writeBookingState(db, job, context);
      await db.deleteFrom('calendar_sync_jobs').where('id', '=', job.id).execute();
      done += 1;
    } catch (error) {
      const attempts = job.attempts + 1;
      const message = toCalendarSyncError(error).message;
      if (attempts >= MAX_ATTEMPTS) {
        await db.deleteFrom('calendar_sync_jobs').where('id', '=', job.id).execute();
        continue;
      }
      const delay = Math.min(MAX_DELAY_MS, 15_000 * 2 ** job.attempts);
      await db
        .updateTable('calendar_sync_jobs')
        .set({ attempts, lastError: message, runAfter: new Date(Date.now() + delay) })
        .where('id', '=', job.id)
        .execute();
    }
  }
  return done;
}

async function writeBookingState(
  db: Kysely<DB>,
  job: Job,
  context: CalendarContext,
): Promise<void> {
  const [connection, booking, written] = await Promise.all([
    db
      .selectFrom('calendar_connections')
      .selectAll()
      .where('userId', '=', job.userId)
      .executeTakeFirst(),
    db
      .selectFrom('scheduling_bookings')
      .leftJoin(
        'scheduling_event_types',
        'scheduling_event_types.id',
        'scheduling_bookings.eventTypeId',
      )
      .select([
        'scheduling_bookings.id',
        'scheduling_bookings.startTime',
        'scheduling_bookings.endTime',
        'scheduling_bookings.status',
        'scheduling_bookings.icsSequence',
        'scheduling_bookings.inviteeName',
        'scheduling_bookings.inviteeEmail',
        'scheduling_bookings.inviteePhone',
        'scheduling_bookings.notes',
        'scheduling_event_types.name as eventTypeName',
        'scheduling_event_types.location',
      ])
      .where('scheduling_bookings.id', '=', job.bookingId)
      .executeTakeFirst(),
    db
      .selectFrom('calendar_booking_events')
      .selectAll()
      .where('bookingId', '=', job.bookingId)
      // The event in THIS host's calendar: a booking handed to another host (decision 073)
      // is written afresh in the new host's calendar and removed from the old one's.
      .where('userId', '=', job.userId)
      .executeTakeFirst(),
  ]);
  // Disconnected since: the event stays where it is (the user's calendar is theirs).
  if (!connection) return;
  const password = openSecret(context.authSecret, connection.passwordSealed);
  if (password === null) throw new CalendarSyncError(M.reconnect, 'credentials');
  const shouldExist =
    job.action === 'sync' && booking !== undefined && booking.status !== 'canceled';
  const target = connection.bookingCalendarUrl;
  if (shouldExist && !target && !written) return;
  const account = { serverUrl: connection.serverUrl, username: connection.username, password };
  await withCalDav(account, context, async (client) => {
    if (shouldExist && booking) {
      const url =
        written?.objectUrl ?? new URL(`${encodeURIComponent(booking.id)}.ics`, target ?? '').href;
      const response = await client.updateObject({
        url,
        data: bookingCalendarObject(
          {
            ...booking,
            startTime: new Date(booking.startTime),
            endTime: new Date(booking.endTime),
          },
          context.publicUrl,
        ),
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
      });
      if (!response.ok) throw new Error(`PUT ${response.status}`);
      await db
        .insertInto('calendar_booking_events')
        .values({
          bookingId: booking.id,
          userId: job.userId,
          objectUrl: url,
          etag: response.headers.get('etag'),
        })
        .onConflict((conflict) =>
          conflict.column('bookingId').doUpdateSet({
            userId: job.userId,
            objectUrl: url,
            etag: response.headers.get('etag'),
            writtenAt: new Date(),
          }),
        )
        .execute();
      return;
    }
    if (!written) return;
    const response = await client.deleteObject({ url: written.objectUrl });
    // Already gone (deleted by hand in the calendar) is as good as removed.
    if (!response.ok && response.status !== 404) throw new Error(`DELETE ${response.status}`);
    await db
      .deleteFrom('calendar_booking_events')
      .where('bookingId', '=', job.bookingId)
      .where('userId', '=', job.userId)
      .execute();
  });
}
