// The host's calendar account (personal, like links: by user id, never another user's —
// their connection's id answers 404): connect (the server is asked for its calendars
// before anything is stored, so a wrong password or address stores nothing), pick the
// busy and booking calendars, sync now, disconnect.
import type { Kysely } from 'kysely';
import {
  type CalendarChoice,
  type CalendarConnectInput,
  type CalendarConnectionView,
  CALENDAR_MESSAGES as M,
} from '../../../../core/calendar-sync-schemas';
import type { DB } from '../../../db/types';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { unpackIntervals } from './busy-intervals';
import { discoverCalendars, withCalDav } from './caldav-account';
import type { CalendarContext } from './calendar-context';
import { sealSecret } from './secret-box';
import { syncBusyTimes } from './sync-busy-times';

const NOT_FOUND = 'Calendar connection not found';

export async function getCalendarConnection(
  db: Kysely<DB>,
  userId: string,
): Promise<CalendarConnectionView | null> {
  const row = await db
    .selectFrom('calendar_connections')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    serverUrl: row.serverUrl,
    username: row.username,
    calendars: row.calendars,
    busyCalendarUrls: row.busyCalendarUrls,
    bookingCalendarUrl: row.bookingCalendarUrl,
    syncedAt: row.syncedAt ? new Date(row.syncedAt).toISOString() : null,
    syncError: row.syncError,
    busyCount: unpackIntervals(row.busyPacked).length,
  };
}

async function ownConnectionId(db: Kysely<DB>, userId: string, id: string): Promise<string> {
  // A malformed id is as unknown as another user's.
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(NOT_FOUND);
  const row = await db
    .selectFrom('calendar_connections')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row.id;
}

export async function connectCalendar(
  db: Kysely<DB>,
  userId: string,
  input: CalendarConnectInput,
  context: CalendarContext,
): Promise<CalendarConnectionView> {
  const existing = await getCalendarConnection(db, userId);
  if (existing) throw new HttpError('conflict', M.alreadyConnected);
  let calendars: Awaited<ReturnType<typeof discoverCalendars>>;
  try {
    calendars = await withCalDav(input, context, (client) => discoverCalendars(client));
  } catch (error) {
    const message = (error as Error).message;
    throw badRequest(message, { serverUrl: message });
  }
  if (calendars.length === 0) throw badRequest(M.noCalendars, { serverUrl: M.noCalendars });
  const first = calendars[0]?.url ?? null;
  const row = await db
    .insertInto('calendar_connections')
    .values({
      userId,
      serverUrl: input.serverUrl,
      username: input.username,
      passwordSealed: sealSecret(context.authSecret, input.password),
      calendars: JSON.stringify(calendars),
      // Every calendar counts as busy and bookings go to the first until the host picks.
      busyCalendarUrls: calendars.map((calendar) => calendar.url),
      bookingCalendarUrl: first,
    })
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new HttpError('conflict', M.alreadyConnected);
  await syncBusyTimes(db, row.id, context);
  return (await getCalendarConnection(db, userId)) as CalendarConnectionView;
}

export async function chooseCalendars(
  db: Kysely<DB>,
  userId: string,
  id: string,
  choice: CalendarChoice,
  context: CalendarContext,
): Promise<CalendarConnectionView> {
  const connectionId = await ownConnectionId(db, userId, id);
  const current = await getCalendarConnection(db, userId);
  const known = new Set(current?.calendars.map((calendar) => calendar.url));
  const busy = [...new Set(choice.busyCalendarUrls)];
  if (busy.some((url) => !known.has(url))) {
    throw badRequest(M.unknownCalendar, { busyCalendarUrls: M.unknownCalendar });
  }
  if (choice.bookingCalendarUrl !== null && !known.has(choice.bookingCalendarUrl)) {
    throw badRequest(M.unknownCalendar, { bookingCalendarUrl: M.unknownCalendar });
  }
  await db
    .updateTable('calendar_connections')
    .set({ busyCalendarUrls: busy, bookingCalendarUrl: choice.bookingCalendarUrl })
    .where('id', '=', connectionId)
    .execute();
  // Other calendars count now: the cache is refilled at once (its errors are shown).
  await syncBusyTimes(db, connectionId, context);
  return (await getCalendarConnection(db, userId)) as CalendarConnectionView;
}

export async function syncCalendarNow(
  db: Kysely<DB>,
  userId: string,
  id: string,
  context: CalendarContext,
): Promise<CalendarConnectionView> {
  const connectionId = await ownConnectionId(db, userId, id);
  await syncBusyTimes(db, connectionId, context);
  return (await getCalendarConnection(db, userId)) as CalendarConnectionView;
}

/** Forgets the account, its busy times and pending writes; events already written stay. */
export async function disconnectCalendar(
  db: Kysely<DB>,
  userId: string,
  id: string,
): Promise<void> {
  const connectionId = await ownConnectionId(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendar_sync_jobs').where('userId', '=', userId).execute();
    await trx.deleteFrom('calendar_booking_events').where('userId', '=', userId).execute();
    await trx.deleteFrom('calendar_connections').where('id', '=', connectionId).execute();
  });
}
