// Many events of one type at once (decision 079): a bulk action, an import batch or an
// undo changes thousands of clients and each must be announced, in the change's
// transaction, without a query per client. One INSERT … SELECT turns every row of a
// source (its `data` column, a json value built by PostgreSQL) into one message — one
// message id, one body — and that message into one delivery per subscribed endpoint.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { WebhookEventType } from '../../../core/webhook-schemas';
import type { DB } from '../../db/types';
import { WEBHOOK_CHANNEL } from './emit-webhook-event';

/**
 * `INSERT INTO webhook_deliveries …` for every row of `source` (a query with a json
 * column `data`) and every enabled endpoint of the workspace that asked for `type`. A
 * statement on its own, or a CTE of the change's own statement (then it reads that
 * statement's rows). The body is `{type, timestamp, data}` as webhookBody writes it.
 */
export function webhookEventsInsert(
  workspaceId: string,
  type: WebhookEventType,
  source: RawBuilder<unknown>,
  at = new Date(),
): RawBuilder<unknown> {
  // The message CTE is materialized: each source row gets one id, whatever the endpoints.
  return sql`INSERT INTO webhook_deliveries (endpoint_id, workspace_id, message_id, event_type, payload)
    SELECT e.id, e.workspace_id, m.message_id, ${type}, m.body
    FROM (
      SELECT 'msg_' || translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_') AS message_id,
        json_build_object('type', ${type}::text, 'timestamp', ${at.toISOString()}::text, 'data', s.data)::text AS body
      FROM (${source}) s
      OFFSET 0
    ) m
    CROSS JOIN webhook_endpoints e
    WHERE e.workspace_id = ${workspaceId} AND e.enabled AND ${type}::text = ANY(e.events)`;
}

/** Wakes the delivery job once the transaction commits. */
export async function wakeWebhookDelivery(trx: Kysely<DB>): Promise<void> {
  await sql`SELECT pg_notify(${WEBHOOK_CHANNEL}, '')`.execute(trx);
}

/** Queues `type` for every row of `source` (see webhookEventsInsert); how many deliveries. */
export async function emitWebhookEvents(
  trx: Kysely<DB>,
  workspaceId: string,
  type: WebhookEventType,
  source: RawBuilder<unknown>,
): Promise<number> {
  const result = await webhookEventsInsert(workspaceId, type, source).execute(trx);
  const queued = Number(result.numAffectedRows ?? 0);
  if (queued > 0) await wakeWebhookDelivery(trx);
  return queued;
}
