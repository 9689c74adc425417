-- Issue 24, decision 079: the delivery log keeps a delivery for WEBHOOK_LOG_KEEP_DAYS after
-- its final state (delivered: delivered_at; failed: next_attempt_at, set when the last
-- attempt failed), then the prune job deletes it in batches. This index lets each batch
-- find the oldest finished rows without reading the pending ones or the whole table.
CREATE INDEX webhook_deliveries_finished
  ON webhook_deliveries ((coalesce(delivered_at, next_attempt_at)))
  WHERE status <> 'pending';
