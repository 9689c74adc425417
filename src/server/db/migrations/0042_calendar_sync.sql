-- Issue 21, decision 059: calendar sync over CalDAV. One connection per host: the account
-- (password sealed with AES-256-GCM under a key derived from AUTH_SECRET), the chosen
-- calendars, the busy cache (the expanded busy intervals of the booking window, packed as
-- "startMs,endMs;…" so the slot query reads one value) and how the last sync went.
CREATE TABLE calendar_connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  server_url text NOT NULL CHECK (char_length(server_url) <= 500),
  username text NOT NULL CHECK (char_length(username) <= 200),
  password_sealed text NOT NULL,
  -- [{ url, name, color }] as discovered at connect (and each sync).
  calendars jsonb NOT NULL DEFAULT '[]',
  busy_calendar_urls text[] NOT NULL DEFAULT '{}',
  booking_calendar_url text,
  busy_packed text NOT NULL DEFAULT '',
  busy_from timestamptz,
  busy_to timestamptz,
  synced_at timestamptz,
  sync_attempted_at timestamptz,
  sync_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER calendar_connections_set_updated_at BEFORE UPDATE ON calendar_connections
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX calendar_connections_sync_idx ON calendar_connections (sync_attempted_at NULLS FIRST);

-- Bookings written to a calendar: where the event lives, so an update or a removal finds it.
CREATE TABLE calendar_booking_events (
  booking_id uuid PRIMARY KEY REFERENCES scheduling_bookings (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  object_url text NOT NULL,
  etag text,
  written_at timestamptz NOT NULL DEFAULT now()
);

-- The durable path to the calendar: a job per booking change, written in the change's
-- transaction, claimed with FOR UPDATE SKIP LOCKED, retried with a growing delay.
-- booking_id is not a foreign key: a removal outlives a deleted booking.
CREATE TABLE calendar_sync_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'sync': write the booking's current state (removed when canceled); 'remove': remove.
  action text NOT NULL CHECK (action IN ('sync', 'remove')),
  attempts integer NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calendar_sync_jobs_due_idx ON calendar_sync_jobs (run_after);
