-- Issue 20 (decision 050): the clients' filters and saved views.
--
-- Filters. The list's first page is read in the default order off
-- clients_workspace_activity_id_idx (0026) and the filters are checked on the rows it
-- walks; that stops after one page when a filter keeps many clients. A filter that keeps
-- few (one tag of forty, a narrow value or date range) is answered from its own index
-- instead, and these are the ones the counts (the list's total, the summary's columns)
-- read too.
-- Tags: "any of" is `tags && ARRAY[…]`, which a GIN index answers.
CREATE INDEX clients_tags_idx ON clients USING gin (tags);
-- Lead source, in the default order (a source with few clients is a short index range).
CREATE INDEX clients_workspace_source_activity_idx
  ON clients (workspace_id, lead_source, (coalesce(last_contacted_at, updated_at)) DESC, id DESC);
CREATE INDEX clients_workspace_value_idx ON clients (workspace_id, estimated_value_cents);
CREATE INDEX clients_workspace_close_idx ON clients (workspace_id, expected_close_date)
  WHERE expected_close_date IS NOT NULL;
CREATE INDEX clients_workspace_created_idx ON clients (workspace_id, created_at);
-- "Not contacted for N days" takes never-contacted clients (NULL) and those contacted
-- before the cutoff; NULLS FIRST keeps both one range of this index.
CREATE INDEX clients_workspace_contacted_idx
  ON clients (workspace_id, last_contacted_at NULLS FIRST);

-- Saved views: a name for the list's URL state (filters, sort, board/list, columns).
-- state is checked by the API's schema (core/client-view-schemas.ts); the size check
-- here is the last line against a blob.
CREATE TABLE client_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- The creator: the only one who may change a personal view.
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 80),
  shared boolean NOT NULL DEFAULT false,
  state jsonb NOT NULL CHECK (jsonb_typeof(state) = 'object' AND octet_length(state::text) <= 8192),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_views_workspace_idx ON client_views (workspace_id, user_id);
CREATE TRIGGER client_views_set_updated_at BEFORE UPDATE ON client_views
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Each person's default view in a workspace: one row at most (the key), among the views
-- they can see; it goes with the view.
CREATE TABLE client_view_defaults (
  workspace_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  view_id uuid NOT NULL REFERENCES client_views (id) ON DELETE CASCADE,
  PRIMARY KEY (workspace_id, user_id)
);
CREATE INDEX client_view_defaults_view_idx ON client_view_defaults (view_id);
