-- Issue 22's remaining gaps (decision 073).
--
-- A round-robin booking moved to a time its host is not free goes to the free host due
-- next: who had it, who has it now, by which rule and why, one row per change of host.
CREATE TABLE scheduling_booking_assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES scheduling_bookings (id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL,
  from_user_id text REFERENCES users (id) ON DELETE SET NULL,
  to_user_id text REFERENCES users (id) ON DELETE SET NULL,
  rule text NOT NULL CHECK (rule IN ('round_robin')),
  reason text NOT NULL CHECK (reason IN ('reschedule')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scheduling_booking_assignments_booking_idx
  ON scheduling_booking_assignments (booking_id, created_at);

-- The Business subscription's seat count is synced by one process, whichever claims the
-- owner's row (FOR UPDATE SKIP LOCKED, then a lease): every process hears the same
-- organization change, only one talks to Stripe. requested_at tells a change that came
-- in while the sync ran from the one it ran for.
CREATE TABLE billing_seat_sync_jobs (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  run_after timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  last_error text CHECK (char_length(last_error) <= 500)
);
CREATE INDEX billing_seat_sync_jobs_due_idx ON billing_seat_sync_jobs (run_after);
