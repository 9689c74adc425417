// Kysely's view of the calendar sync tables (db/migrations/0042_calendar_sync.sql, 0048).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type DiscoveredCalendar = { url: string; name: string; color: string | null };

export type CalendarSyncTables = {
  calendar_connections: {
    id: Generated<string>;
    userId: string;
    serverUrl: string;
    username: string;
    /** secret-box.ts: "v1.iv.tag.ciphertext", base64url. */
    passwordSealed: string;
    calendars: ColumnType<DiscoveredCalendar[], string | undefined, string>;
    busyCalendarUrls: Generated<string[]>;
    bookingCalendarUrl: string | null;
    /** "startMs,endMs;…" — busy-intervals.ts packs and reads it. */
    busyPacked: Generated<string>;
    busyFrom: Timestamp | null;
    busyTo: Timestamp | null;
    syncedAt: Timestamp | null;
    syncAttemptedAt: Timestamp | null;
    syncError: string | null;
    createdAt: DefaultTimestamp;
    updatedAt: DefaultTimestamp;
  };
  calendar_booking_events: {
    bookingId: string;
    userId: string;
    objectUrl: string;
    etag: string | null;
    writtenAt: DefaultTimestamp;
  };
  /** Migration 0048, decision 067: what the last sync of each busy calendar learned. */
  calendar_sync_collections: {
    connectionId: string;
    calendarUrl: string;
    syncToken: string | null;
    ctag: string | null;
    itemsFrom: Timestamp;
    itemsTo: Timestamp;
  };
  calendar_sync_items: {
    connectionId: string;
    calendarUrl: string;
    /** The object's path on the server. */
    href: string;
    etag: string | null;
    /** The object's busy intervals over its collection's items span, packed. */
    busy: Generated<string>;
  };
  calendar_sync_jobs: {
    id: Generated<string>;
    bookingId: string;
    userId: string;
    action: 'sync' | 'remove';
    attempts: Generated<number>;
    runAfter: DefaultTimestamp;
    lastError: string | null;
    createdAt: DefaultTimestamp;
  };
};
