// Announces a change to a user's rows to every server process (PostgreSQL NOTIFY).
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, sql } from 'kysely';
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
