// The webhook events of changes to many clients at once (decision 079): bulk actions and
// their undo, POST /clients/assign, the import. Each client changed is announced as a
// single change would announce it — the client as the API shows it (client-event-data.ts),
// `previousStatus` on a status change — queued by one INSERT … SELECT in the change's
// transaction, and only when an endpoint of the workspace wants the event: without one,
// a bulk action pays a single EXISTS.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { WebhookEventType } from '../../../core/webhook-schemas';
import type { DB } from '../../db/types';
import { emitWebhookEvents, hasWebhookSubscribers } from '../webhooks/public';
import { clientEventData } from './client-event-data';

/** The rows of `c` (clients) with `p` (a row of the change's record, or NULL) as events. */
function eventRows(from: RawBuilder<unknown>, withPreviousStatus: boolean): RawBuilder<unknown> {
  const data = withPreviousStatus
    ? sql`(${clientEventData}::jsonb || jsonb_build_object('previousStatus', p.status))::json`
    : clientEventData;
  return sql`SELECT ${data} AS data ${from}`;
}

/**
 * Announces the clients of `ids` (already changed, in this transaction) as `type`. For
 * `client.status_changed`, `previous` gives each one's status before the change.
 */
export async function emitClientsEvent(
  trx: Kysely<DB>,
  workspaceId: string,
  type: WebhookEventType,
  clients:
    | { ids: readonly string[] }
    /** A jsonb array of {id, status?}: a bulk action's undo copy (the previous values). */
    | { changes: RawBuilder<unknown> },
): Promise<number> {
  if ('ids' in clients && clients.ids.length === 0) return 0;
  if (!(await hasWebhookSubscribers(trx, workspaceId, [type]))) return 0;
  const withPrevious = type === 'client.status_changed';
  const from =
    'ids' in clients
      ? sql`FROM clients c LEFT JOIN (SELECT NULL::text AS status) p ON true
          WHERE c.id = ANY(${sql.val([...clients.ids])}::uuid[]) AND c.workspace_id = ${workspaceId}`
      : sql`FROM jsonb_to_recordset(${clients.changes}) AS p(id uuid, status text)
          JOIN clients c ON c.id = p.id AND c.workspace_id = ${workspaceId}`;
  return emitWebhookEvents(trx, workspaceId, type, eventRows(from, withPrevious));
}

/** The events a bulk action's change sends, by action (tags change the client). */
export const BULK_ACTION_EVENTS: Partial<Record<string, readonly WebhookEventType[]>> = {
  status: ['client.status_changed'],
  assign: ['client.updated', 'client.assigned'],
  addTags: ['client.updated'],
  removeTags: ['client.updated'],
};

/** After a bulk action or its undo: its events for the clients in `changes` (id, status?). */
export async function emitBulkEvents(
  trx: Kysely<DB>,
  workspaceId: string,
  action: string,
  changes: RawBuilder<unknown>,
): Promise<void> {
  for (const type of BULK_ACTION_EVENTS[action] ?? []) {
    await emitClientsEvent(trx, workspaceId, type, { changes });
  }
}
