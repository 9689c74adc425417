-- Per-client request counters (platform/rate-limit/database-store.ts): one row per
-- limit, client and fixed window, raised by one atomic upsert, so every server process
-- on the database counts together. The limiter weighs the previous window in too (a
-- sliding window). The client is a keyed hash of its address, never the address; rows
-- are deleted once expired (two windows on).
CREATE TABLE rate_limit_counters (
  bucket text NOT NULL,
  client_key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, client_key, window_start)
);
CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);
