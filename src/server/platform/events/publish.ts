// Announces a change to a user's rows to every server process (PostgreSQL NOTIFY).
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types';

/** NOTIFY channel shared by every server process; the event hub LISTENs on it. */
export const EVENTS_CHANNEL = 'scale_events';

export type ChangeEvent = { entity: string; op: 'insert' | 'update' | 'delete'; id: string };

/** What travels on the channel: the event plus the user whose browsers receive it. */
export type ChangeNotification = ChangeEvent & { userId: string };

/** Set around a request (http/settle-changes.ts): whether it published any change. */
export const publishedInRequest = new AsyncLocalStorage<{ published: boolean }>();

/**
 * Publishes a change for one user's live streams. Inside a transaction PostgreSQL
 * holds the notification until COMMIT and drops it on ROLLBACK, so browsers never
 * hear of a change that did not happen.
 */
export async function publishChange(
  db: Kysely<DB>,
  userId: string,
  event: ChangeEvent,
): Promise<void> {
  const notification: ChangeNotification = {
    userId,
    entity: event.entity,
    op: event.op,
    id: event.id,
  };
  await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notification)})`.execute(db);
  const request = publishedInRequest.getStore();
  if (request) request.published = true;
}

/**
 * Several changes in one round trip (one NOTIFY each, in order): a write that many
 * members hear of, or that announces several records, pays one query, not one per user.
 */
export async function publishChanges(
  db: Kysely<DB>,
  changes: readonly { userId: string; event: ChangeEvent }[],
): Promise<void> {
  if (changes.length === 0) return;
  await sql`SELECT ${notifyChanges(changes)}`.execute(db);
  markPublished();
}

/**
 * publishChanges as an expression for another statement's RETURNING or select list
 * (`.returning(['id', notifyChanges(changes).as('published')])`): the write and its
 * NOTIFYs in one round trip. It evaluates to how many were sent. Call markPublished()
 * once the statement ran.
 */
export function notifyChanges(
  changes: readonly { userId: string; event: ChangeEvent }[],
): RawBuilder<number> {
  const payloads = changes.map(({ userId, event }) =>
    JSON.stringify({
      userId,
      entity: event.entity,
      op: event.op,
      id: event.id,
    } satisfies ChangeNotification),
  );
  // pg_notify is volatile, so PostgreSQL neither drops the unread column nor runs it
  // before the sort: one NOTIFY per change, in the order given.
  return sql<number>`(SELECT count(*) FROM (
    SELECT pg_notify(${EVENTS_CHANNEL}, payload) AS sent
    FROM unnest(${payloads}::text[]) WITH ORDINALITY AS change (payload, n)
    ORDER BY n) AS notified)`;
}

/**
 * publishChange of a row being inserted, as an expression for the INSERT's RETURNING
 * (`.returning(['id', publishInsert(userId, 'activity').as('published')])`): the row and
 * its NOTIFY in one round trip, the payload the same as publishChange's. Call
 * markPublished() once the INSERT ran.
 */
export function publishInsert(userId: string, entity: string): RawBuilder<unknown> {
  // The payload up to the id's value: JSON.stringify's bytes, closed by the new row's id.
  const head = JSON.stringify({
    userId,
    entity,
    op: 'insert',
    id: '',
  } satisfies ChangeNotification);
  return sql`pg_notify(${EVENTS_CHANNEL}, ${head.slice(0, -2)} || id::text || '"}')`;
}

/** Tells the request (settle-changes) that it published a change. */
export function markPublished(): void {
  const request = publishedInRequest.getStore();
  if (request) request.published = true;
}
