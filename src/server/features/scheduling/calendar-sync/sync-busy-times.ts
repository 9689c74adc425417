// Fills a connection's busy cache: the busy calendars' events of the booking window,
// expanded (busy-intervals.ts), written as one packed value with the time of the sync.
// A failure keeps the last known busy times and records the error in words, so the slot
// engine keeps working from them and the settings page can say what went wrong.
import type { Kysely } from 'kysely';
import { CALENDAR_MESSAGES as M } from '../../../../core/calendar-sync-schemas';
import { DAY_MS } from '../../../../core/scheduling/zoned-time';
import { SLOT_SEARCH_DAYS } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { type BusyInterval, busyIntervalsOf, packIntervals } from './busy-intervals';
import { CalendarSyncError, toCalendarSyncError, withCalDav } from './caldav-account';
import type { CalendarContext } from './calendar-context';
import { openSecret } from './secret-box';

/** The cache covers a day back (events running into today) to the window's end and a margin. */
export function busyWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - DAY_MS),
    to: new Date(now.getTime() + (SLOT_SEARCH_DAYS + 2) * DAY_MS),
  };
}

export type BusySyncResult = { ok: true; count: number } | { ok: false; error: string };

const inFlight = new Map<string, Promise<BusySyncResult>>();

/** One sync per connection at a time in this process: a second caller waits for the first. */
export function syncBusyTimes(
  db: Kysely<DB>,
  connectionId: string,
  context: CalendarContext,
  now = new Date(),
): Promise<BusySyncResult> {
  const running = inFlight.get(connectionId);
  if (running) return running;
  const sync = runSync(db, connectionId, context, now).finally(() => inFlight.delete(connectionId));
  inFlight.set(connectionId, sync);
  return sync;
}

async function runSync(
  db: Kysely<DB>,
  connectionId: string,
  context: CalendarContext,
  now: Date,
): Promise<BusySyncResult> {
  const connection = await db
    .selectFrom('calendar_connections')
    .innerJoin('profiles', 'profiles.userId', 'calendar_connections.userId')
    .select([
      'calendar_connections.id',
      'calendar_connections.userId',
      'calendar_connections.serverUrl',
      'calendar_connections.username',
      'calendar_connections.passwordSealed',
      'calendar_connections.busyCalendarUrls',
      'profiles.timezone',
    ])
    .where('calendar_connections.id', '=', connectionId)
    .executeTakeFirst();
  if (!connection) return { ok: false, error: 'gone' };
  const { from, to } = busyWindow(now);
  try {
    const password = openSecret(context.authSecret, connection.passwordSealed);
    if (password === null) throw new CalendarSyncError(M.reconnect, 'credentials');
    const own = await db
      .selectFrom('calendar_booking_events')
      .select('objectUrl')
      .where('userId', '=', connection.userId)
      .execute();
    // The host's bookings block slots by themselves; their copies in the calendar are skipped.
    const ownUrls = new Set(own.map((row) => new URL(row.objectUrl).pathname));
    const intervals: BusyInterval[] = [];
    await withCalDav(
      { serverUrl: connection.serverUrl, username: connection.username, password },
      context,
      async (client) => {
        for (const url of connection.busyCalendarUrls) {
          const objects = await client.fetchCalendarObjects({
            calendar: { url },
            timeRange: { start: from.toISOString(), end: to.toISOString() },
            // One calendar-query REPORT with the data, not a query then a multiget.
            useMultiGet: false,
          });
          for (const object of objects) {
            if (ownUrls.has(new URL(object.url, url).pathname)) continue;
            if (typeof object.data !== 'string') continue;
            intervals.push(
              ...busyIntervalsOf(
                object.data,
                from.getTime(),
                to.getTime(),
                connection.timezone ?? 'UTC',
              ),
            );
          }
        }
      },
    );
    await db
      .updateTable('calendar_connections')
      .set({
        busyPacked: packIntervals(intervals),
        busyFrom: from,
        busyTo: to,
        syncedAt: now,
        syncAttemptedAt: now,
        syncError: null,
      })
      .where('id', '=', connectionId)
      .execute();
    return { ok: true, count: intervals.length };
  } catch (error) {
    const failure = toCalendarSyncError(error);
    await db
      .updateTable('calendar_connections')
      .set({ syncAttemptedAt: now, syncError: failure.message })
      .where('id', '=', connectionId)
      .execute();
    return { ok: false, error: failure.message };
  }
}

/** A connection whose cache is older than this is refreshed by the next slots request. */
export const BUSY_STALE_MS = 5 * 60_000;

/**
 * Before answering slots: refresh the host's busy cache if it was never filled or is
 * stale, waiting at most the context's timeout. Never throws — the engine then uses the
 * last known busy times.
 */
export async function refreshStaleBusyTimes(
  db: Kysely<DB>,
  userId: string,
  context: CalendarContext,
  now = new Date(),
): Promise<void> {
  const connection = await db
    .selectFrom('calendar_connections')
    .select(['id', 'syncAttemptedAt', 'busyTo'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!connection) return;
  const attempted = connection.syncAttemptedAt ? new Date(connection.syncAttemptedAt).getTime() : 0;
  if (now.getTime() - attempted < BUSY_STALE_MS) return;
  try {
    await syncBusyTimes(db, connection.id, context, now);
  } catch (error) {
    console.warn('Calendar busy times could not be refreshed:', (error as Error).message);
  }
}
