-- Issue 20 (decision 046): a bulk action on clients can be undone for a short while. What
-- it replaced is kept here, server-side, keyed by a random token handed to the one user
-- who acted: the previous status or tags of each changed client, or the deleted clients
-- with their interactions. The browser never sends previous values back, so it cannot
-- forge them; a token is good once, for its user in its workspace, until expires_at.
CREATE TABLE client_bulk_undos (
  token uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('status', 'addTags', 'removeTags', 'delete')),
  payload jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
-- Expired entries are swept by the next bulk action.
CREATE INDEX client_bulk_undos_expires_idx ON client_bulk_undos (expires_at);
