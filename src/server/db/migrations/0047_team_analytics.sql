-- Issue 22, team analytics (decision 066): who may see the team's figures, and the one
-- fact they need that no table kept — when a client's status changed.

-- 1. The permission: Owner and Admin hold it; a custom role may be given it.
INSERT INTO permissions (name) VALUES ('view_team_analytics') ON CONFLICT DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r CROSS JOIN permissions p
WHERE r.organization_id IS NULL AND r.name IN ('Owner', 'Admin')
  AND p.name = 'view_team_analytics'
ON CONFLICT DO NOTHING;

-- 2. Every status change of a client, with its moment: a client's first response (its
-- first interaction or status change after an assignment) and a win ("closed_won") are
-- dated by it. Kept by triggers, so the kanban drop, the bulk action, undo and merge all
-- write it without a line of feature code. Statement triggers with transition tables:
-- a bulk change of 10,000 clients adds one INSERT … SELECT, not 10,000 calls.
CREATE TABLE client_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  status text NOT NULL,
  -- NULL when the client was created with this status.
  previous_status text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_status_changes_client_idx ON client_status_changes (client_id, changed_at);
CREATE INDEX client_status_changes_workspace_idx
  ON client_status_changes (workspace_id, status, changed_at);

CREATE FUNCTION client_status_changes_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_status_changes (client_id, workspace_id, status, previous_status)
  SELECT n.id, n.workspace_id, n.status, o.status
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.status IS DISTINCT FROM o.status;
  RETURN NULL;
END;
$$;
CREATE TRIGGER clients_status_changes_update
  AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_status_changes_on_update();

-- A client created as won (an import of closed deals) is won at its creation; other
-- starting statuses are not changes, and an import of 100,000 leads writes nothing here.
CREATE FUNCTION client_status_changes_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_status_changes (client_id, workspace_id, status, previous_status, changed_at)
  SELECT n.id, n.workspace_id, n.status, NULL, n.created_at
  FROM new_rows n
  WHERE n.status = 'closed_won';
  RETURN NULL;
END;
$$;
CREATE TRIGGER clients_status_changes_insert
  AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_status_changes_on_insert();
