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

-- Mails sent on behalf of a Business owner's page carry no Scale branding and go out in
-- the person's or organization's name (decision 064's "and mails"): the display name of
-- the From header, the address staying MAIL_FROM's. Null: MAIL_FROM as it is.
ALTER TABLE mail_outbox ADD COLUMN from_name text CHECK (char_length(from_name) <= 200);
