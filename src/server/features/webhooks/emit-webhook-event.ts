// Queues an event for every enabled endpoint of the workspace that asked for it, in the
// caller's transaction (decision 072): the rows commit with the change they report or not
// at all, and the delivery job sends them. One INSERT … SELECT, nothing when no endpoint
// wants the event. Every endpoint's row carries the same message id.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { WebhookEventType } from '../../../core/webhook-schemas';
import type { DB } from '../../db/types';
import { newMessageId } from './webhook-signature';

/** NOTIFY channel that wakes the delivery job when deliveries are committed. */
export const WEBHOOK_CHANNEL = 'webhook_deliveries';

export type WebhookPayload = { type: string; timestamp: string; data: unknown };

export function webhookBody(type: string, data: unknown, at = new Date()): string {
  const payload: WebhookPayload = { type, timestamp: at.toISOString(), data };
  return JSON.stringify(payload);
}

/**
 * Emits `type` with `data` (the record as the API shows it) to the workspace's
 * subscribed endpoints. Pass the transaction of the change: if it rolls back, nothing is
 * sent.
 */
export async function emitWebhookEvent(
  trx: Kysely<DB>,
  workspaceId: string,
  type: WebhookEventType,
  data: unknown,
): Promise<void> {
  const body = webhookBody(type, data);
  const queued = await sql<{ id: string }>`
    INSERT INTO webhook_deliveries (endpoint_id, workspace_id, message_id, event_type, payload)
    SELECT id, workspace_id, ${newMessageId()}, ${type}, ${body}
    FROM webhook_endpoints
    WHERE workspace_id = ${workspaceId} AND enabled AND ${type} = ANY(events)
    RETURNING id`.execute(trx);
  if (queued.rows.length > 0) {
    await sql`SELECT pg_notify(${WEBHOOK_CHANNEL}, '')`.execute(trx);
  }
}

/**
 * Whether any enabled endpoint of the workspace wants one of `types`: lets a caller skip
 * building a payload (a client's API shape costs queries) that nobody would receive.
 */
export async function hasWebhookSubscribers(
  trx: Kysely<DB>,
  workspaceId: string,
  types: readonly WebhookEventType[],
): Promise<boolean> {
  const { rows } = await sql<{ wanted: boolean }>`
    SELECT ${webhookSubscribersExist(workspaceId, types)} AS wanted`.execute(trx);
  return rows[0]?.wanted === true;
}

/** hasWebhookSubscribers as an expression, for a caller that reads it with another row. */
export function webhookSubscribersExist(
  workspaceId: string,
  types: readonly WebhookEventType[],
): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM webhook_endpoints
    WHERE workspace_id = ${workspaceId} AND enabled AND events && ${sql.val(types)}::text[]
  )`;
}
