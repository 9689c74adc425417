// The calendar loop, started with the server (server.ts) like the task reminders: every
// calendarSyncIntervalMs it writes due booking jobs to calendars and refreshes the busy
// cache of connections not synced for BUSY_REFRESH_MS. Several processes may each run
// one: jobs and refreshes are claimed with SKIP LOCKED.
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../../config';
import type { Database } from '../../../db/connection';
import type { DB } from '../../../db/types';
import { repeatingJob } from '../../../platform/jobs/repeating-job';
import { runDueCalendarJobs } from './calendar-booking-jobs';
import { calendarContext } from './calendar-context';
import { syncBusyTimes } from './sync-busy-times';

/** The background refresh of each connection's busy times. */
export const BUSY_REFRESH_MS = 4 * 60_000;

export type CalendarSyncJob = {
  start(): void;
  stop(): Promise<void>;
  /** One pass now (tests, and the loop itself). */
  runOnce(): Promise<void>;
};

/** Claims connections due for a refresh: their attempt time moves on so no one else takes them. */
async function claimStaleConnections(db: Kysely<DB>, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    UPDATE calendar_connections SET sync_attempted_at = now()
    WHERE id IN (
      SELECT id FROM calendar_connections
      WHERE sync_attempted_at IS NULL OR sync_attempted_at < now() - ${`${BUSY_REFRESH_MS} milliseconds`}::interval
      ORDER BY sync_attempted_at NULLS FIRST
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`.execute(db);
  return rows.rows.map((row) => row.id);
}

export function createCalendarSyncJob({
  config,
  database,
}: {
  config: Pick<Config, 'authSecret' | 'publicUrl' | 'isProduction' | 'calendarSyncIntervalMs'>;
  database: Database;
}): CalendarSyncJob {
  const loop = repeatingJob({
    intervalMs: config.calendarSyncIntervalMs,
    failure: 'Calendar sync failed:',
    pass: () => runOnce(),
  });
  const runOnce = async () => {
    const context = calendarContext(config);
    await runDueCalendarJobs(database.db, context);
    for (const id of await claimStaleConnections(database.db, 10)) {
      if (loop.isStopping()) break;
      await syncBusyTimes(database.db, id, context);
    }
  };
  return { runOnce, start: loop.start, stop: loop.stop };
}
