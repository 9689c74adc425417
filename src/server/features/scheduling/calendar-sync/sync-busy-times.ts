// Fills a connection's busy cache: the busy calendars' events of the booking window,
// expanded (busy-intervals.ts), written as one packed value with the time of the sync.
// Each calendar is read in full once, then only what changed (collection-sync.ts,
// decision 067).
// A failure keeps the last known busy times and records the error in words, so the slot
// engine keeps working from them and the settings page can say what went wrong.
import type { Kysely } from 'kysely';
import { CALENDAR_MESSAGES as M } from '../../../../core/calendar-sync-schemas';
import { DAY_MS } from '../../../../core/scheduling/zoned-time';
import { SLOT_SEARCH_DAYS } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { CalendarSyncError, toCalendarSyncError, withCalDavRequests } from './caldav-account';
import type { CalendarContext } from './calendar-context';
import { type CalendarRead, mergedBusy, readCalendar, storeReads } from './collection-sync';
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
  const window = busyWindow(now);
  try {
    const password = openSecret(context.authSecret, connection.passwordSealed);
    if (password === null) throw new CalendarSyncError(M.reconnect, 'credentials');
    const stored = await db
      .selectFrom('calendar_sync_collections')
      .selectAll()
      .where('connectionId', '=', connectionId)
      .execute();
    const states = new Map(stored.map((row) => [row.calendarUrl, row]));
    const outcomes = await withCalDavRequests(
      { serverUrl: connection.serverUrl, username: connection.username, password },
      context,
      async (requester) => {
        const read: CalendarRead[] = [];
        for (const url of connection.busyCalendarUrls) {
          read.push(
            await readCalendar(
              requester,
              url,
              states.get(url),
              window,
              connection.timezone ?? 'UTC',
            ),
          );
        }
        return read;
      },
    );
    const count = await db.transaction().execute(async (trx) => {
      await storeReads(trx, connectionId, connection.busyCalendarUrls, outcomes);
      const busy = await mergedBusy(trx, connectionId, connection.userId, window);
      await trx
        .updateTable('calendar_connections')
        .set({
          busyPacked: busy.packed,
          busyFrom: window.from,
          busyTo: window.to,
          syncedAt: now,
          syncAttemptedAt: now,
          syncError: null,
        })
        .where('id', '=', connectionId)
        .execute();
      return busy.count;
    });
    return { ok: true, count };
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
