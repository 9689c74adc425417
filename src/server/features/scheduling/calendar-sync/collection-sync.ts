// Incremental busy-times sync of one calendar (decision 067). The first sync of a calendar
// reads its events over the window plus a week (one calendar-query) and keeps each
// object's etag and busy intervals with the calendar's sync token (or ctag). Later syncs
// ask only what changed since that token (one sync-collection REPORT) and fetch just the
// changed objects; a server that lost the token (403/409) or has none and a changed ctag,
// and a window that has moved past the kept week, read the calendar in full again.
import type { Kysely, Selectable } from 'kysely';
import { DAY_MS } from '../../../../core/scheduling/zoned-time';
import type { DB } from '../../../db/types';
import { busyIntervalsOf, packIntervals, unpackIntervals } from './busy-intervals';
import type { CalDavRequester } from './caldav-account';
import {
  type CalendarObject,
  changesSince,
  collectionState,
  objectsByHref,
  objectsInRange,
} from './caldav-collection';
import type { CalendarSyncTables } from './tables';

/** How far past the window a full read expands events: a week of syncs before the next. */
export const ITEMS_MARGIN_MS = 7 * DAY_MS;

type Window = { from: Date; to: Date };
type StoredCollection = Selectable<CalendarSyncTables['calendar_sync_collections']>;
type Item = { href: string; etag: string | null; busy: string };

export type CalendarRead = { url: string; syncToken: string | null; ctag: string | null } & (
  | { kind: 'same' }
  | { kind: 'delta'; upserts: Item[]; deleted: string[] }
  | { kind: 'full'; itemsFrom: Date; itemsTo: Date; items: Item[] }
);

function itemsOf(objects: CalendarObject[], span: Window, hostZone: string): Item[] {
  return objects.map((object) => ({
    href: object.href,
    etag: object.etag,
    busy: packIntervals(
      busyIntervalsOf(object.data, span.from.getTime(), span.to.getTime(), hostZone),
    ),
  }));
}

/** Asks the server what it must about one calendar; writes nothing. */
export async function readCalendar(
  requester: CalDavRequester,
  url: string,
  stored: StoredCollection | undefined,
  window: Window,
  hostZone: string,
): Promise<CalendarRead> {
  const span = stored && {
    from: new Date(stored.itemsFrom),
    to: new Date(stored.itemsTo),
  };
  if (stored && span && span.to.getTime() >= window.to.getTime()) {
    if (stored.syncToken) {
      const changes = await changesSince(requester, url, stored.syncToken);
      if (changes !== 'invalid') {
        const syncToken = changes.syncToken ?? stored.syncToken;
        if (changes.changed.length === 0 && changes.deleted.length === 0) {
          return { url, kind: 'same', syncToken, ctag: stored.ctag };
        }
        const objects = await objectsByHref(requester, url, changes.changed);
        const fetched = new Set(objects.map((object) => object.href));
        return {
          url,
          kind: 'delta',
          syncToken,
          ctag: null,
          upserts: itemsOf(objects, span, hostZone),
          // A changed object gone by the time it was asked for is gone.
          deleted: [...changes.deleted, ...changes.changed.filter((href) => !fetched.has(href))],
        };
      }
    } else if (stored.ctag) {
      const state = await collectionState(requester, url);
      if (state.ctag === stored.ctag)
        return { url, kind: 'same', syncToken: null, ctag: state.ctag };
    }
  }
  // Asked before the events: a change in between is seen again by the next sync.
  const state = await collectionState(requester, url);
  const itemsSpan = { from: window.from, to: new Date(window.to.getTime() + ITEMS_MARGIN_MS) };
  const objects = await objectsInRange(requester, url, itemsSpan.from, itemsSpan.to);
  return {
    url,
    kind: 'full',
    syncToken: state.syncToken,
    ctag: state.ctag,
    itemsFrom: itemsSpan.from,
    itemsTo: itemsSpan.to,
    items: itemsOf(objects, itemsSpan, hostZone),
  };
}

const INSERT_BATCH = 1000;

async function insertItems(
  trx: Kysely<DB>,
  connectionId: string,
  calendarUrl: string,
  items: Item[],
): Promise<void> {
  for (let index = 0; index < items.length; index += INSERT_BATCH) {
    await trx
      .insertInto('calendar_sync_items')
      .values(
        items
          .slice(index, index + INSERT_BATCH)
          .map((item) => ({ connectionId, calendarUrl, ...item })),
      )
      // Two processes applying the same change write the same row.
      .onConflict((conflict) =>
        conflict
          .columns(['connectionId', 'calendarUrl', 'href'])
          .doUpdateSet((eb) => ({ etag: eb.ref('excluded.etag'), busy: eb.ref('excluded.busy') })),
      )
      .execute();
  }
}

/** Applies the reads in the caller's transaction; calendars no longer busy are forgotten. */
export async function storeReads(
  trx: Kysely<DB>,
  connectionId: string,
  busyCalendarUrls: string[],
  reads: CalendarRead[],
): Promise<void> {
  let forget = trx.deleteFrom('calendar_sync_collections').where('connectionId', '=', connectionId);
  if (busyCalendarUrls.length > 0) forget = forget.where('calendarUrl', 'not in', busyCalendarUrls);
  await forget.execute();
  for (const read of reads) {
    const tokens = { syncToken: read.syncToken, ctag: read.ctag };
    if (read.kind === 'full') {
      await trx
        .insertInto('calendar_sync_collections')
        .values({
          connectionId,
          calendarUrl: read.url,
          ...tokens,
          itemsFrom: read.itemsFrom,
          itemsTo: read.itemsTo,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['connectionId', 'calendarUrl'])
            .doUpdateSet({ ...tokens, itemsFrom: read.itemsFrom, itemsTo: read.itemsTo }),
        )
        .execute();
      await trx
        .deleteFrom('calendar_sync_items')
        .where('connectionId', '=', connectionId)
        .where('calendarUrl', '=', read.url)
        .execute();
      await insertItems(trx, connectionId, read.url, read.items);
      continue;
    }
    await trx
      .updateTable('calendar_sync_collections')
      .set(read.kind === 'delta' ? { syncToken: read.syncToken } : tokens)
      .where('connectionId', '=', connectionId)
      .where('calendarUrl', '=', read.url)
      .execute();
    if (read.kind === 'delta') {
      if (read.deleted.length > 0) {
        await trx
          .deleteFrom('calendar_sync_items')
          .where('connectionId', '=', connectionId)
          .where('calendarUrl', '=', read.url)
          .where('href', 'in', read.deleted)
          .execute();
      }
      await insertItems(trx, connectionId, read.url, read.upserts);
    }
  }
}

/**
 * The connection's busy intervals in the window, merged: every kept object's intervals
 * but the host's own booking events (their bookings block by themselves).
 */
export async function mergedBusy(
  trx: Kysely<DB>,
  connectionId: string,
  userId: string,
  window: Window,
): Promise<{ packed: string; count: number }> {
  const items = await trx
    .selectFrom('calendar_sync_items')
    .select(['href', 'busy'])
    .where('connectionId', '=', connectionId)
    .where('busy', '<>', '')
    .execute();
  const own = await trx
    .selectFrom('calendar_booking_events')
    .select('objectUrl')
    .where('userId', '=', userId)
    .execute();
  const ownPaths = new Set(own.map((row) => new URL(row.objectUrl).pathname));
  const from = window.from.getTime();
  const to = window.to.getTime();
  const intervals = items
    .filter((item) => !ownPaths.has(item.href))
    .flatMap((item) => unpackIntervals(item.busy))
    .filter((interval) => interval.end > from && interval.start < to);
  const packed = packIntervals(intervals);
  return { packed, count: intervals.length };
}
