-- Issue 22: every assignment of a client to an owner, with the rule that chose it. Lead
-- routing writes one per routed lead; an owner changed by hand (panel, bulk action) writes
-- 'manual'. Team analytics credit each event to whoever owned the record at that moment,
-- which this history answers (the latest row at or before the moment).
CREATE TABLE client_assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  -- The new owner; NULL = the unassigned inbox.
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  rule text NOT NULL CHECK (rule IN ('round_robin', 'existing_contact', 'fixed', 'unassigned', 'manual')),
  -- Where the lead came from when routing chose ('team_page', 'team_booking', …); NULL for manual.
  source text CHECK (char_length(source) <= 40),
  -- The member who assigned by hand; NULL when a rule chose.
  assigned_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_assignments_client_idx ON client_assignments (client_id, created_at DESC);
CREATE INDEX client_assignments_workspace_idx ON client_assignments (workspace_id, created_at);
CREATE INDEX client_assignments_member_idx ON client_assignments (workspace_id, user_id, created_at);
