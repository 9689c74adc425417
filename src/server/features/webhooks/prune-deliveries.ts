// The delivery log does not grow forever (decision 079): a delivery is kept for
// WEBHOOK_LOG_KEEP_DAYS after its final state — delivered (delivered_at) or failed
// (next_attempt_at, written when the last attempt failed) — as Svix and Stripe keep
// theirs for about a month, then deleted. Pending rows are never touched. Deleted in
// batches of PRUNE_BATCH, each its own short statement over the rows it claimed with
// SKIP LOCKED, so no batch holds locks for long or waits on the delivery job.
import { type Kysely, sql } from 'kysely';
import { WEBHOOK_LOG_KEEP_DAYS } from '../../../core/webhook-schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { DB } from '../../db/types';
import { type RepeatingJob, repeatingJob } from '../../platform/jobs/repeating-job';

const PRUNE_BATCH = 1000;
/** How often the job looks for old deliveries. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the deliveries that finished more than the kept days before `now`; how many. */
export async function pruneOldDeliveries(
  db: Kysely<DB>,
  now = new Date(),
  isStopping: () => boolean = () => false,
): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_LOG_KEEP_DAYS * 86_400_000);
  let deleted = 0;
  while (!isStopping()) {
    const result = await sql`
      DELETE FROM webhook_deliveries WHERE id IN (
        SELECT id FROM webhook_deliveries
        WHERE status <> 'pending' AND coalesce(delivered_at, next_attempt_at) < ${before}
        LIMIT ${PRUNE_BATCH}
        FOR UPDATE SKIP LOCKED
      )`.execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < PRUNE_BATCH) break;
  }
  return deleted;
}

/** Hourly, with the delivery job (off when WEBHOOK_DELIVERY_INTERVAL_MS is 0). */
export function createWebhookPruneJob({
  config,
  database,
}: {
  config: Pick<Config, 'webhookDeliveryIntervalMs'>;
  database: Database;
}): RepeatingJob {
  const loop: RepeatingJob = repeatingJob({
    intervalMs: config.webhookDeliveryIntervalMs > 0 ? PRUNE_INTERVAL_MS : 0,
    failure: 'Old webhook deliveries could not be deleted:',
    pass: () => pruneOldDeliveries(database.db, new Date(), () => loop.isStopping()),
  });
  return loop;
}
