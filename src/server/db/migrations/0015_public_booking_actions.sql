-- The public booking page's rate limit: one row per booking made or canceled by a
-- visitor, kept for an hour, so a visitor cannot fill a host's calendar (or mailbox)
-- in a loop. The visitor is a keyed hash of the address (lead-capture/visitor-key.ts),
-- never the address itself.
CREATE TABLE public_booking_actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  visitor_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX public_booking_actions_visitor_idx
  ON public_booking_actions (user_id, visitor_key, created_at);
CREATE INDEX public_booking_actions_created_idx ON public_booking_actions (created_at);
