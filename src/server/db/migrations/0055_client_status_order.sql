-- A status-filtered page of clients in the "last activity" order without a status in any
-- index of clients (issue 20 "Speed", decision 075). Decision 051 took status out of the
-- clients' indexes so that a bulk status change is a HOT update (the 1 s target); a list or
-- kanban column filtered by status then walked the workspace's activity index and skipped
-- the other statuses. When a status's clients are few, or all old (new leads after a bulk
-- edit made most of the workspace "updated now", a lost column), that walk read ~75,000
-- rows to find 51 (0.9–1.6 s at 100,000 clients).
--
-- This narrow table holds, per client, what that page orders and filters by before it
-- reads a client: workspace, owner, creator (the access filter's columns, under the
-- clients' names, as client_totals), status and the activity key
-- coalesce(last_contacted_at, updated_at). Its index answers "this workspace, this status,
-- newest first" directly. A status change now writes a narrow row and two index entries
-- here, while the client's own row stays a HOT update.
CREATE TABLE client_status_order (
  client_id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL,
  user_id text,
  created_by text,
  status text NOT NULL,
  activity_at timestamptz NOT NULL
);
-- No foreign key: the rows follow the clients through the triggers below (as
-- client_totals, 0027), in the same statement.

INSERT INTO client_status_order (client_id, workspace_id, user_id, created_by, status, activity_at)
SELECT id, workspace_id, user_id, created_by, status, coalesce(last_contacted_at, updated_at)
FROM clients;

-- The page's order (client-sort.ts: the key, then the id, in the same direction), one
-- status at a time.
CREATE INDEX client_status_order_page_idx
  ON client_status_order (workspace_id, status, activity_at DESC, client_id DESC);

CREATE FUNCTION client_status_order_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_status_order (client_id, workspace_id, user_id, created_by, status, activity_at)
  SELECT n.id, n.workspace_id, n.user_id, n.created_by, n.status,
    coalesce(n.last_contacted_at, n.updated_at)
  FROM new_rows n;
  RETURN NULL;
END;
$$;

CREATE FUNCTION client_status_order_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_status_order k USING old_rows o WHERE k.client_id = o.id;
  RETURN NULL;
END;
$$;

-- Only the rows whose kept columns changed are written: a rename, a note or a tag touches
-- nothing here unless it moved updated_at (and so the activity key). The values are read
-- from the client as it now is, not from new_rows: a deleted user's two cascades (owner
-- and creator set to NULL) can leave two versions of one client in new_rows.
CREATE FUNCTION client_status_order_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_status_order k
  SET workspace_id = c.workspace_id, user_id = c.user_id, created_by = c.created_by,
    status = c.status, activity_at = coalesce(c.last_contacted_at, c.updated_at)
  FROM clients c
  WHERE c.id = k.client_id
    AND k.client_id IN (SELECT n.id FROM new_rows n)
    AND (k.workspace_id, k.user_id, k.created_by, k.status, k.activity_at)
      IS DISTINCT FROM (c.workspace_id, c.user_id, c.created_by, c.status,
        coalesce(c.last_contacted_at, c.updated_at));
  RETURN NULL;
END;
$$;

-- Once per statement, with the changed rows as transition tables (one bulk change is one
-- UPDATE … FROM here, not 10,000 row triggers).
CREATE TRIGGER client_status_order_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_status_order_on_insert();
CREATE TRIGGER client_status_order_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_status_order_on_delete();
CREATE TRIGGER client_status_order_update AFTER UPDATE ON clients
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_status_order_on_update();
