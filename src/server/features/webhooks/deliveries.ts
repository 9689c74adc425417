// An endpoint's delivery log, its "Send test event" and "Redeliver" (decision 072). The
// endpoint is found through the access layer first; its deliveries are read by its id.
import { type Kysely, sql } from 'kysely';
import {
  WEBHOOK_LOG_PAGE,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
} from '../../../core/webhook-schemas';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { WEBHOOK_CHANNEL, webhookBody } from './emit-webhook-event';
import { findEndpoint } from './endpoints';
import { newMessageId } from './webhook-signature';

const COLUMNS = [
  'id',
  'messageId',
  'eventType',
  'status',
  'attempts',
  'responseStatus',
  'durationMs',
  'lastError',
  'nextAttemptAt',
  'deliveredAt',
  'createdAt',
] as const;

type DeliveryRow = {
  id: string;
  messageId: string;
  eventType: string;
  status: WebhookDelivery['status'];
  attempts: number;
  responseStatus: number | null;
  durationMs: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  createdAt: Date;
};

function toDeliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDeliveries(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const endpoint = await findEndpoint(db, access, endpointId, 'view');
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select(COLUMNS)
    .where('endpointId', '=', endpoint.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(WEBHOOK_LOG_PAGE)
    .execute();
  return rows.map(toDeliveryView);
}

/** Queues a `webhook.test` message to this endpoint (sent even when it is disabled). */
export async function sendTestEvent(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  endpointId: string,
): Promise<WebhookDelivery> {
  const endpoint = await findEndpoint(db, access, endpointId, 'edit');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhook_deliveries')
      .values({
        endpointId: endpoint.id,
        workspaceId: access.workspaceId,
        messageId: newMessageId(),
        eventType: WEBHOOK_TEST_EVENT,
        payload: webhookBody(WEBHOOK_TEST_EVENT, {
          endpointId: endpoint.id,
          message: 'A test event from Scale: your endpoint receives webhooks.',
        }),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await sql`SELECT pg_notify(${WEBHOOK_CHANNEL}, '')`.execute(trx);
    return toDeliveryView(row);
  });
}

/**
 * Sends a delivery again now, with its message id (so a receiver that has it already
 * can tell): back to pending, its retry schedule started over.
 */
export async function redeliver(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await findEndpoint(db, access, endpointId, 'edit');
  if (!/^[0-9a-f-]{36}$/i.test(deliveryId)) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('webhook_deliveries')
      .set({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(),
        leaseToken: null,
        leaseUntil: null,
        lastError: null,
        redeliveredAt: new Date(),
      })
      .where('id', '=', deliveryId)
      .where('endpointId', '=', endpoint.id)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    await sql`SELECT pg_notify(${WEBHOOK_CHANNEL}, '')`.execute(trx);
    return toDeliveryView(row);
  });
}
