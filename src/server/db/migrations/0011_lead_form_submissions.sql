-- The Scale Page's contact form: one row per accepted message, kept for an hour, so a
-- visitor can send at most a few messages per page per hour. The visitor is a keyed
-- hash of the address (see lead-capture/visitor-key.ts), never the address itself.
CREATE TABLE lead_form_submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  visitor_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_form_submissions_visitor_idx
  ON lead_form_submissions (user_id, visitor_key, created_at);
CREATE INDEX lead_form_submissions_created_idx ON lead_form_submissions (created_at);
