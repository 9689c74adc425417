// The webhook delivery job (decision 072), started with the server like the other loops:
// every webhookDeliveryIntervalMs — and at once when a delivery is committed (NOTIFY) —
// it claims due deliveries with FOR UPDATE SKIP LOCKED and a lease, posts them, and
// records the answer. Several processes may each run one: a row is claimed by one of
// them; a claim whose process died is taken again once its lease ran out, so a delivery
// is sent at least once and never lost across restarts. Each attempt is signed anew
// (Standard Webhooks); the message id stays. 2xx is delivered; anything else is retried
// after the next delay of webhookRetryDelaysMs, and is failed once they are spent.
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { DB } from '../../db/types';
import { repeatingJob } from '../../platform/jobs/repeating-job';
import { RefusedAddressError } from '../../platform/outgoing/guarded-fetch';
import { pinnedPost } from '../../platform/outgoing/pinned-post';
import { WEBHOOK_CHANNEL } from './emit-webhook-event';
import { webhookHeaders } from './webhook-signature';

/** Deliveries one pass claims (they are sent side by side). */
const BATCH = 20;

export type WebhookJobConfig = Pick<
  Config,
  'isProduction' | 'webhookDeliveryIntervalMs' | 'webhookRetryDelaysMs' | 'webhookTimeoutMs'
>;

type Claimed = {
  id: string;
  leaseToken: string;
  attempts: number;
  messageId: string;
  payload: string;
  url: string;
  secret: string;
  enabled: boolean;
};

/** Claims due deliveries: a lease long enough for the request, so no one else takes them. */
async function claimDue(db: Kysely<DB>, leaseMs: number): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    WITH claimed AS (
      UPDATE webhook_deliveries
      SET lease_token = gen_random_uuid(),
        lease_until = now() + ${`${leaseMs} milliseconds`}::interval,
        attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at <= now()
          AND (lease_until IS NULL OR lease_until < now())
        ORDER BY next_attempt_at
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, lease_token, attempts, message_id, payload, endpoint_id
    )
    SELECT c.id, c.lease_token, c.attempts, c.message_id, c.payload, e.url, e.secret, e.enabled
    FROM claimed c JOIN webhook_endpoints e ON e.id = c.endpoint_id`.execute(db);
  return rows;
}

type Outcome = {
  ok: boolean;
  status: number | null;
  durationMs: number | null;
  error: string | null;
};

async function attempt(delivery: Claimed, config: WebhookJobConfig): Promise<Outcome> {
  if (!delivery.enabled) {
    return { ok: false, status: null, durationMs: null, error: 'The endpoint is disabled' };
  }
  const started = performance.now();
  try {
    const { status } = await pinnedPost(delivery.url, {
      headers: webhookHeaders(delivery.secret, delivery.messageId, delivery.payload),
      body: delivery.payload,
      timeoutMs: config.webhookTimeoutMs,
      allowPrivate: !config.isProduction,
    });
    const durationMs = Math.round(performance.now() - started);
    const ok = status >= 200 && status < 300;
    return { ok, status, durationMs, error: ok ? null : `HTTP ${status}` };
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    const message =
      error instanceof RefusedAddressError
        ? `Refused: ${error.host} is a private or local address`
        : error instanceof Error
          ? error.message
          : String(error);
    return { ok: false, status: null, durationMs, error: message.slice(0, 500) };
  }
}

async function record(
  db: Kysely<DB>,
  delivery: Claimed,
  outcome: Outcome,
  config: WebhookJobConfig,
): Promise<void> {
  const delay = config.webhookRetryDelaysMs[delivery.attempts - 1];
  const retry = !outcome.ok && delivery.enabled && delay !== undefined;
  // Only the holder of the lease writes: a redelivery or a newer claim wins.
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.ok ? 'delivered' : retry ? 'pending' : 'failed',
      responseStatus: outcome.status,
      durationMs: outcome.durationMs,
      lastError: outcome.error,
      deliveredAt: outcome.ok ? new Date() : null,
      nextAttemptAt: retry ? new Date(Date.now() + (delay ?? 0)) : new Date(),
      leaseToken: null,
      leaseUntil: null,
    })
    .where('id', '=', delivery.id)
    .where('leaseToken', '=', delivery.leaseToken)
    .execute();
}

/** One pass: claim what is due, send it side by side, record each answer. */
export async function deliverDueWebhooks(
  db: Kysely<DB>,
  config: WebhookJobConfig,
  isStopping: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  const leaseMs = config.webhookTimeoutMs + 30_000;
  while (!isStopping()) {
    const claimed = await claimDue(db, leaseMs);
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (delivery) =>
        record(db, delivery, await attempt(delivery, config), config),
      ),
    );
    sent += claimed.length;
    if (claimed.length < BATCH) break;
  }
  return sent;
}

export type WebhookDeliveryJob = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One pass now (tests). */
  runOnce(): Promise<number>;
};

export function createWebhookDeliveryJob({
  config,
  database,
}: {
  config: WebhookJobConfig;
  database: Database;
}): WebhookDeliveryJob {
  let running: Promise<number> | undefined;
  let again = false;
  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDueWebhooks(database.db, config, loop.isStopping).finally(() => {
      running = undefined;
      if (again && !loop.isStopping()) {
        again = false;
        void runOnce().catch(() => {});
      }
    });
    return running;
  };
  const loop = repeatingJob({
    intervalMs: config.webhookDeliveryIntervalMs,
    failure: 'Webhooks could not be delivered:',
    pass: () => runOnce(),
  });
  let unlisten: (() => Promise<void>) | undefined;
  return {
    runOnce,
    async start() {
      if (config.webhookDeliveryIntervalMs <= 0) return;
      loop.start();
      unlisten = await database
        .listen(WEBHOOK_CHANNEL, () => {
          if (!loop.isStopping()) void runOnce().catch(() => {});
        })
        .catch((error) => {
          console.warn('Webhook delivery cannot LISTEN:', (error as Error).message);
          return undefined;
        });
    },
    async stop() {
      await unlisten?.().catch(() => {});
      await loop.stop();
      await running?.catch(() => {});
    },
  };
}
